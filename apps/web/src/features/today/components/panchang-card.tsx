import { Box, Card, HStack, Text } from '@chakra-ui/react';
import type { Panchang } from '@flow/contracts';
import { ChevronDown, Sunrise } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The day's panchang at the person's place (collapsed by default): sunrise and moonrise, the five limbs
 * with their end times, and the day's auspicious and inauspicious periods, on the place's clock.
 */
export const PanchangCard = memo(function PanchangCard({ panchang }: { panchang: Panchang | null | undefined }) {
  const { t } = useTranslation('today');
  const [open, setOpen] = useState(false);
  const contentId = useId();
  if (!panchang) return null;
  const d = panchang.date;
  const until = (name: string, endsAt: string | null) => t('panchang.until', { name, time: at(endsAt, d) });
  /** 'Ashwini until 4:15 AM, Nov 23' plus what follows before the next sunrise. */
  const element = (e: Element) => [e, ...e.following].map((x) => until(x.name, x.endsAt)).join(t('panchang.then'));
  const rows: [string, string][] = [
    [t('panchang.sunrise'), at(panchang.sunrise, d)],
    [t('panchang.sunset'), at(panchang.sunset, d)],
    [t('panchang.moonrise'), at(panchang.moonrise, d)],
    [t('panchang.moonset'), at(panchang.moonset, d)],
    [t('panchang.vara.label'), t('panchang.vara', { weekday: panchang.vara.weekday, name: panchang.vara.name, lord: panchang.vara.lord })],
    [t('panchang.tithi'), element(panchang.tithi)],
    [t('panchang.nakshatra'), t('panchang.pada', { text: element(panchang.nakshatra), pada: panchang.nakshatra.pada })],
    [t('panchang.yoga'), element(panchang.yoga)],
    [t('panchang.karana'), element(panchang.karana)],
    [t('panchang.moonSign'), until(panchang.moonSign.name, panchang.moonSign.endsAt)],
    [t('panchang.rahu'), span(panchang.rahuKalam, d)],
    [t('panchang.yamaganda'), span(panchang.yamaganda, d)],
    [t('panchang.gulika'), span(panchang.gulikaKalam, d)],
    [t('panchang.abhijit'), span(panchang.abhijit, d)],
    [t('panchang.brahma'), span(panchang.brahmaMuhurta, d)],
  ];
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="panchang-card">
      <Card.Header pb={open ? '2' : undefined}>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="2" color="brand.fg">
            <Sunrise size={18} aria-hidden />
            <Card.Title as="h2">{t('panchang.title')}</Card.Title>
          </HStack>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((o) => !o)}>
            {open ? t('panchang.hide') : t('panchang.show')}
            <Box as="span" display="inline-flex" transform={open ? 'rotate(180deg)' : undefined}>
              <ChevronDown aria-hidden />
            </Box>
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('panchang.summary', { tithi: panchang.tithi.name, nakshatra: panchang.nakshatra.name, time: at(panchang.sunrise, d), place: panchang.place })}
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
});
