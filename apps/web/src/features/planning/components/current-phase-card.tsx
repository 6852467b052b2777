import { Badge, Card, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { DashaResult } from '@flow/contracts';
import { PLANET_DAY_THEMES } from '@flow/rhythm';
import { Orbit } from 'lucide-react';
import { formatMediumDate } from '../../../lib/local-day';
import { yearsInWords } from '../utils/week-ahead';

/** 'Your Current Phase': the mahadasha's theme and what it asks for, with the sub-periods running now. */
export function CurrentPhaseCard({ dasha, loading, error }: { dasha: DashaResult | undefined; loading: boolean; error: string | null }) {
  const theme = dasha ? PLANET_DAY_THEMES[dasha.mahadasha.planet] : null;
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="current-phase">
      <Card.Header pb="2">
        <HStack gap="2" color="brand.fg">
          <Orbit size={18} aria-hidden />
          <Card.Title as="h2">Your Current Phase</Card.Title>
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
          <Text color="fg.muted">{error ?? 'Your phases are not available right now.'}</Text>
        ) : (
          <Stack gap="3">
            <Text fontSize="xl" fontWeight="semibold">
              {dasha.mahadasha.planet} · {theme.theme}
            </Text>
            <Text>{theme.focus}.</Text>
            <Wrap gap="2">
              {theme.activities.map((a) => (
                <Badge key={a} variant="subtle" colorPalette="brand">
                  {a}
                </Badge>
              ))}
            </Wrap>
            <Text fontSize="sm" color="fg.muted">
              {formatMediumDate(dasha.mahadasha.startDate.slice(0, 10))} – {formatMediumDate(dasha.mahadasha.endDate.slice(0, 10))} ·{' '}
              {yearsInWords(dasha.mahadasha.yearsRemaining)} left
            </Text>
            <Stack gap="1" fontSize="sm">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {dasha.antardasha.planet}
                </Text>{' '}
                sub-period ({PLANET_DAY_THEMES[dasha.antardasha.planet].theme}) · {yearsInWords(dasha.antardasha.yearsRemaining)} left
              </Text>
              <Text>
                <Text as="span" fontWeight="semibold">
                  {dasha.pratyantardasha.planet}
                </Text>{' '}
                micro-period ({PLANET_DAY_THEMES[dasha.pratyantardasha.planet].theme}) · {yearsInWords(dasha.pratyantardasha.yearsRemaining)} left
              </Text>
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
