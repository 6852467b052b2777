import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TransitResult } from '@flow/contracts';
import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMonthDay } from '../../../lib/local-day';
import { weekAhead, type TransitEntry } from '../utils/week-ahead';
import { PLANNING } from '../utils/planning-texts';
import { memo } from 'react';

const IMPACTS = [
  { key: 'positive', palette: 'green' },
  { key: 'neutral', palette: 'gray' },
  { key: 'challenging', palette: 'orange' },
] as const;

function TransitRow({ item, palette, label }: { item: TransitEntry; palette: string; label: string }) {
  const { t } = useTranslation(PLANNING);
  return (
    <HStack align="flex-start" gap="3" data-testid="week-ahead-item" data-impact={item.impact}>
      <Badge colorPalette={palette} variant="subtle" minW="24" justifyContent="center" flexShrink={0}>
        {label}
      </Badge>
      <Stack gap="0" fontSize="sm">
        <Text fontWeight="medium">
          {t('week.transit', { planet: t('planet', { planet: item.planet }), sign: item.signName })}
          {item.date ? t('week.from', { date: formatMonthDay(item.date.slice(0, 10)) }) : ''}
        </Text>
        <Text color="fg.muted">{item.description}</Text>
      </Stack>
    </HStack>
  );
}

/** 'Your Week Ahead': up to 3 positive, 2 neutral and 2 challenging transit items for the next seven days. */
export const WeekAheadCard = memo(function WeekAheadCard({
  transits,
  today,
  loading,
  error,
}: {
  transits: TransitResult | undefined;
  today: string;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation(PLANNING);
  const groups = transits ? weekAhead(transits, today) : null;
  const empty = groups && IMPACTS.every(({ key }) => groups[key].length === 0);
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="week-ahead">
      <Card.Header pb="2">
        <HStack gap="2" color="brand.fg">
          <CalendarHeart size={18} aria-hidden />
          <Card.Title as="h2">{t('week.title')}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {loading ? (
          <Stack gap="2">
            <Skeleton h="4" />
            <Skeleton h="4" />
            <Skeleton h="4" w="70%" />
          </Stack>
        ) : !groups ? (
          <Text color="fg.muted">{error ?? t('week.unavailable')}</Text>
        ) : empty ? (
          <Text color="fg.muted">{t('week.quiet')}</Text>
        ) : (
          <Stack gap="3">
            {IMPACTS.flatMap(({ key, palette }) =>
              groups[key].map((item) => (
                <TransitRow
                  key={`${key}-${item.planet}-${item.sign}-${item.date ?? ''}`}
                  item={item}
                  palette={palette}
                  label={t('week.impact', { impact: key })}
                />
              )),
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
});
