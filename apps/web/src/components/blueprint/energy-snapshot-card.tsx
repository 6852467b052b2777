import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { Profile } from '@flow/contracts';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { inPersonsClock } from '../../lib/clock-text';
import { useTodayWindows } from '../../features/daily-flow/api/today-windows';
import { energySnapshot } from './blueprint-format';
import { energyTypeLabel } from './energy-type-label';
import { useTranslation } from 'react-i18next';

/**
 * Energy type, peak window and recovery time at a glance (Settings' Energy Profile card). The times are
 * today's from the day model, as the day view has them; the chart's own only until the day has loaded.
 */
export function EnergySnapshotCard({ profile, title, action }: { profile: Profile | null | undefined; title?: string; action?: ReactNode }) {
  const snapshot = energySnapshot(profile);
  const hasAnalysis = Boolean(profile?.vedic_analysis);
  const today = useTodayWindows();
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="energy-snapshot">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Sparkles size={18} aria-hidden />
          <Card.Title as="h2">{title ?? t('snapshot.title')}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Text color="fg.muted">{t('snapshot.type')}</Text>
            <Badge colorPalette="brand" variant="solid" size="lg">
              {energyTypeLabel(snapshot.energyType)}
            </Badge>
          </HStack>
          <HStack justify="space-between">
            <Text color="fg.muted">{t('snapshot.peak')}</Text>
            <Text fontWeight="semibold">{today?.peak ?? inPersonsClock(`${snapshot.peakStart}–${snapshot.peakEnd}`)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text color="fg.muted">{t('snapshot.recovery')}</Text>
            <Text fontWeight="semibold">{today?.windDown ?? inPersonsClock(snapshot.recoveryTime)}</Text>
          </HStack>
          {!hasAnalysis && (
            <Text fontSize="sm" color="fg.muted">
              {t('snapshot.defaults')}
            </Text>
          )}
        </Stack>
      </Card.Body>
      {action && <Card.Footer>{action}</Card.Footer>}
    </Card.Root>
  );
}
