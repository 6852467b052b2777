import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { DailyGuidance } from '@flow/contracts';
import { Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/ui/data-list';
import { energyTypeLabel } from '../../../components/blueprint/energy-type-label';
import { memo } from 'react';

/** Today's Rhythm: the day's theme with focus, best for, remember, peak hours and recovery time. */
export const TodaysRhythmCard = memo(function TodaysRhythmCard({
  guidance,
  energyType,
  loading,
}: {
  guidance: DailyGuidance | null | undefined;
  energyType?: string | null;
  loading?: boolean;
}) {
  const { t } = useTranslation('today');
  const rows: [string, string | undefined][] = [
    [t('rhythm.focus'), guidance?.focus],
    [t('rhythm.bestFor'), guidance?.bestFor],
    [t('rhythm.remember'), guidance?.caution],
    [t('rhythm.peak'), guidance?.peakHours],
    [t('rhythm.recovery'), guidance?.recoveryTime],
  ];
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="todays-rhythm">
      <Card.Header pb="2">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="2" color="brand.fg">
            <Waves size={18} aria-hidden />
            <Card.Title as="h2">{t('rhythm.title')}</Card.Title>
          </HStack>
          {energyType && (
            <Badge colorPalette="brand" variant="subtle" title={t('rhythm.energyType')} data-testid="energy-type">
              {energyTypeLabel(energyType)}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {loading ? (
          <Stack gap="2">
            <Skeleton h="5" w="50%" />
            <Skeleton h="4" />
            <Skeleton h="4" />
          </Stack>
        ) : !guidance ? (
          <Text color="fg.muted">{t('rhythm.unavailable')}</Text>
        ) : (
          <Stack gap="3">
            <Text fontSize="lg" fontWeight="semibold" data-testid="rhythm-theme">
              {guidance.theme}
            </Text>
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              {rows.map(([label, value]) => (
                <DataList.Item key={label} alignItems="flex-start">
                  <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
});
