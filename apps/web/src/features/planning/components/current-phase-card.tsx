import { Badge, Card, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { DashaResult } from '@flow/contracts';
import { PLANET_DAY_THEMES } from '@flow/rhythm';
import { Orbit } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '../../../lib/local-day';
import { yearsInWords } from '../utils/week-ahead';
import { PLANNING } from '../utils/planning-texts';
import { memo } from 'react';

/** 'Your Current Phase': the mahadasha's theme and what it asks for, with the sub-periods running now. */
export const CurrentPhaseCard = memo(function CurrentPhaseCard({
  dasha,
  loading,
  error,
}: {
  dasha: DashaResult | undefined;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation(PLANNING);
  const theme = dasha ? PLANET_DAY_THEMES[dasha.mahadasha.planet] : null;
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="current-phase">
      <Card.Header pb="2">
        <HStack gap="2" color="brand.fg">
          <Orbit size={18} aria-hidden />
          <Card.Title as="h2">{t('phase.title')}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {loading ? (
          <Stack gap="2">
            <Skeleton h="6" w="60%" />
            <Skeleton h="4" />
            <Skeleton h="4" w="80%" />
          </Stack>
        ) : !dasha || !theme ? (
          <Text color="fg.muted">{error ?? t('phase.unavailable')}</Text>
        ) : (
          <Stack gap="3">
            <Text fontSize="xl" fontWeight="semibold">
              {t('planet', { planet: dasha.mahadasha.planet })} · {t('theme', { planet: dasha.mahadasha.planet })}
            </Text>
            <Text>{t('phase.focus', { planet: dasha.mahadasha.planet })}.</Text>
            <Wrap gap="2">
              {[t('phase.activity1', { planet: dasha.mahadasha.planet }), t('phase.activity2', { planet: dasha.mahadasha.planet })].map((a) => (
                <Badge key={a} variant="subtle" colorPalette="brand">
                  {a}
                </Badge>
              ))}
            </Wrap>
            <Text fontSize="sm" color="fg.muted">
              {formatMediumDate(dasha.mahadasha.startDate.slice(0, 10))} – {formatMediumDate(dasha.mahadasha.endDate.slice(0, 10))} ·{' '}
              {t('phase.left', { time: yearsInWords(t, dasha.mahadasha.yearsRemaining) })}
            </Text>
            <Stack gap="1" fontSize="sm">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {t('planet', { planet: dasha.antardasha.planet })}
                </Text>{' '}
                {t('phase.sub', { theme: t('theme', { planet: dasha.antardasha.planet }), time: yearsInWords(t, dasha.antardasha.yearsRemaining) })}
              </Text>
              <Text>
                <Text as="span" fontWeight="semibold">
                  {t('planet', { planet: dasha.pratyantardasha.planet })}
                </Text>{' '}
                {t('phase.micro', {
                  theme: t('theme', { planet: dasha.pratyantardasha.planet }),
                  time: yearsInWords(t, dasha.pratyantardasha.yearsRemaining),
                })}
              </Text>
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
});
