import { Box, Card, HStack, Text } from '@chakra-ui/react';
import type { Panchang } from '@flow/contracts';
import { ChevronDown, Sunrise } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatMonthDay, formatOffsetTime } from '../../../lib/local-day';

type Span = { start: string; end: string } | null;
type Element = { name: string; endsAt: string; following: { name: string; endsAt: string }[] };

/** A time on the day's clock; one on another date carries that date ('2:37 AM, Nov 23'). */
function at(iso: string | null, date: string): string {
  if (!iso) return '—';
  const time = formatOffsetTime(iso);
  return iso.slice(0, 10) === date ? time : `${time}, ${formatMonthDay(iso.slice(0, 10))}`;
}
const span = (s: Span, date: string) => (s ? `${at(s.start, date)} – ${at(s.end, date)}` : '—');
/** 'Ashwini until 4:15 AM, Nov 23' plus what follows before the next sunrise. */
const element = (e: Element, date: string) => [e, ...e.following].map((x) => `${x.name} until ${at(x.endsAt, date)}`).join(', then ');

/**
 * The day's panchang at the person's place (collapsed by default): sunrise and moonrise, the five limbs
 * with their end times, and the day's auspicious and inauspicious periods, on the place's clock.
 */
export function PanchangCard({ panchang }: { panchang: Panchang | null | undefined }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  if (!panchang) return null;
  const d = panchang.date;
  const rows: [string, string][] = [
    ['Sunrise', at(panchang.sunrise, d)],
    ['Sunset', at(panchang.sunset, d)],
    ['Moonrise', at(panchang.moonrise, d)],
    ['Moonset', at(panchang.moonset, d)],
    ['Vara', `${panchang.vara.weekday} (${panchang.vara.name}, ruled by ${panchang.vara.lord})`],
    ['Tithi', element(panchang.tithi, d)],
    ['Nakshatra', `${element(panchang.nakshatra, d)} (pada ${panchang.nakshatra.pada})`],
    ['Yoga', element(panchang.yoga, d)],
    ['Karana', element(panchang.karana, d)],
    ['Moon sign', `${panchang.moonSign.name} until ${at(panchang.moonSign.endsAt, d)}`],
    ['Rahu kalam', span(panchang.rahuKalam, d)],
    ['Yamaganda', span(panchang.yamaganda, d)],
    ['Gulika kalam', span(panchang.gulikaKalam, d)],
    ['Abhijit muhurta', span(panchang.abhijit, d)],
    ['Brahma muhurta', span(panchang.brahmaMuhurta, d)],
  ];
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="panchang-card">
      <Card.Header pb={open ? '2' : undefined}>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="2" color="brand.fg">
            <Sunrise size={18} aria-hidden />
            <Card.Title as="h2">Panchang</Card.Title>
          </HStack>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide details' : 'Show details'}
            <Box as="span" display="inline-flex" transform={open ? 'rotate(180deg)' : undefined}>
              <ChevronDown aria-hidden />
            </Box>
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {panchang.tithi.name} · {panchang.nakshatra.name} · sunrise {at(panchang.sunrise, d)} in {panchang.place}
        </Text>
      </Card.Header>
      {open && (
        <Card.Body pt="0" id={contentId}>
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1" fontSize="sm">
            {rows.map(([label, value]) => (
              <Box key={label} display="contents">
                <Text as="dt" fontWeight="medium">
                  {label}
                </Text>
                <Text as="dd" color="fg.muted" mb={{ base: '2', sm: '0' }}>
                  {value}
                </Text>
              </Box>
            ))}
          </Box>
        </Card.Body>
      )}
    </Card.Root>
  );
}
