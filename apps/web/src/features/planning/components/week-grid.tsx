import { Box, Card, CloseButton, Flex, Grid, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { ExternalCalendarEvent, RhythmBlock, ScheduledEvent } from '@flow/contracts';
import { addDays, type PlacedZone } from '@flow/rhythm';
import { DateTime } from 'luxon';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { WeekStepperButtons } from '../../../components/calendar/week-stepper-buttons';
import { WEEK_GRID } from '../../../config/constants';
import { formatMinutes, formatTime, formatWeekRange } from '../../../lib/local-day';
import { placeShortName } from '../../../lib/use-user-time-zone';
import { inUiLanguage } from '../../../lib/app-language';
import { fixedEnglishLocale } from '../../../lib/ui-locale';
import { layoutWeek, type GridTone } from '../utils/week-grid-layout';
import { Dialog } from '../../../components/ui/dialog';
import { PLANNING } from '../utils/planning-texts';

const TONES: Record<GridTone, { bg: string; border: string; color: string }> = {
  aligned: { bg: 'green.100', border: 'green.600', color: 'green.900' },
  misaligned: { bg: 'orange.100', border: 'orange.600', color: 'orange.900' },
  other: { bg: 'blue.100', border: 'blue.600', color: 'blue.900' },
};
const GUTTER_PX = 52;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

export interface WeekGridProps {
  monday: string;
  today: string;
  selectedDate: string;
  /** The place of each day (a trip moves the days inside it): its zone lays the day out, its name heads the column. */
  placeOf: (date: string) => PlacedZone;
  own: readonly ScheduledEvent[];
  external: readonly ExternalCalendarEvent[];
  overrides: ReadonlyMap<string, boolean>;
  /** The days' rhythm blocks known so far, for the automatic colours. */
  rhythmByDate?: ReadonlyMap<string, readonly RhythmBlock[]>;
  onWeekChange: (monday: string) => void;
  onSelectDate: (date: string) => void;
  onOpenEvent: (event: ScheduledEvent) => void;
  /** More for a day's column (the planned tasks and habits), drawn over its hours. */
  columnExtras?: (date: string, zone: string) => ReactNode;
}

/**
 * Planning's 'Week View' (spec 2): 7 days from Monday, 24 hourly rows of 60 px in a 600 px scroll
 * container that opens on the morning; events by start time, at least 30 px high, green aligned,
 * orange misaligned, blue otherwise. A day header selects the date; an event opens it. Each day is laid
 * out in the zone of its own place, named under its date.
 */
export const WeekGrid = memo(function WeekGrid({
  monday,
  today,
  selectedDate,
  placeOf,
  own,
  external,
  overrides,
  rhythmByDate,
  onWeekChange,
  onSelectDate,
  onOpenEvent,
  columnExtras,
}: WeekGridProps) {
  const { t } = useTranslation([PLANNING, 'common']);
  const scroller = useRef<HTMLDivElement>(null);
  const [externalOpen, setExternalOpen] = useState<{ event: ExternalCalendarEvent; zone: string } | null>(null);
  const zoneOf = useCallback((date: string) => placeOf(date).timeZone, [placeOf]);
  const placed = useMemo(() => layoutWeek(monday, zoneOf, own, external, overrides, rhythmByDate), [monday, zoneOf, own, external, overrides, rhythmByDate]);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = WEEK_GRID.scrollToHour * WEEK_GRID.hourRowPx;
  }, []);

  const columns = `${GUTTER_PX}px repeat(7, minmax(0, 1fr))`;
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="week-grid">
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Stack gap="0">
            <Heading as="h2" size="md">
              {t('grid.title')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {formatWeekRange(monday)}
            </Text>
          </Stack>
          <HStack gap="1">
            <WeekStepperButtons monday={monday} onWeekChange={onWeekChange} />
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="0" px={{ base: '2', md: '4' }}>
        <Grid templateColumns={columns} borderBottomWidth="1px" borderColor="border.muted" pb="1">
          <Box />
          {days.map((date) => {
            const d = DateTime.fromISO(date, { locale: fixedEnglishLocale() });
            const selected = date === selectedDate;
            const place = placeShortName(placeOf(date));
            return (
              <Button
                key={date}
                variant={selected ? 'default' : 'ghost'}
                size="sm"
                h="auto"
                py="1"
                px="0"
                minW="0"
                flexDirection="column"
                gap="0"
                onClick={() => onSelectDate(date)}
                aria-pressed={selected}
                aria-label={t('grid.day', { date: inUiLanguage(d.toLocaleString({ weekday: 'long', month: 'long', day: 'numeric' })), place })}
                data-testid="week-grid-day"
                data-date={date}
              >
                <Text as="span" fontSize="xs">
                  {inUiLanguage(d.toFormat('ccc'))}
                </Text>
                <Text as="span" fontWeight={date === today ? 'bold' : 'medium'} textDecoration={date === today ? 'underline' : undefined}>
                  {d.day}
                </Text>
                <Text as="span" fontSize="2xs" maxW="full" truncate data-testid="week-grid-place">
                  {place}
                </Text>
              </Button>
            );
          })}
        </Grid>
        <Box
          ref={scroller}
          h={`${WEEK_GRID.containerPx}px`}
          overflowY="auto"
          position="relative"
          data-testid="week-grid-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('grid.hours')}
        >
          <Grid templateColumns={columns} position="relative" h={`${24 * WEEK_GRID.hourRowPx}px`}>
            <Box position="relative">
              {HOURS.map((h) => (
                <Text
                  key={h}
                  position="absolute"
                  top={`${h * WEEK_GRID.hourRowPx}px`}
                  right="2"
                  fontSize="2xs"
                  color="fg.muted"
                  transform="translateY(-50%)"
                  hidden={h === 0}
                >
                  {formatMinutes(h * 60).replace(':00', '')}
                </Text>
              ))}
            </Box>
            {days.map((date, day) => (
              <Box
                key={date}
                position="relative"
                borderStartWidth="1px"
                borderColor="border.muted"
                bg={date === selectedDate ? 'brand.subtle' : undefined}
                data-testid="week-grid-column"
                data-date={date}
              >
                {HOURS.map((h) => (
                  <Box key={h} h={`${WEEK_GRID.hourRowPx}px`} borderTopWidth={h === 0 ? 0 : '1px'} borderColor="border.muted" />
                ))}
                {placed
                  .filter((p) => p.day === day)
                  .map((p) => {
                    const tone = TONES[p.tone];
                    const width = 100 / p.lanes;
                    return (
                      <Box
                        as="button"
                        key={p.key}
                        position="absolute"
                        top={`${p.top}px`}
                        h={`${p.height}px`}
                        left={`calc(${p.lane * width}% + 2px)`}
                        w={`calc(${width}% - 4px)`}
                        bg={tone.bg}
                        color={tone.color}
                        borderStartWidth="3px"
                        borderColor={tone.border}
                        borderRadius="md"
                        px="1"
                        fontSize="2xs"
                        textAlign="start"
                        overflow="hidden"
                        cursor="pointer"
                        focusVisibleRing="outside"
                        onClick={() => (p.own ? onOpenEvent(p.own) : setExternalOpen({ event: p.external!, zone: zoneOf(date) }))}
                        aria-label={t('grid.event', { title: p.title, start: formatMinutes(p.start), end: formatMinutes(p.end), tone: p.tone })}
                        data-testid="week-grid-event"
                        data-tone={p.tone}
                        data-event-id={p.own?.id ?? p.external?.id}
                      >
                        <Text fontWeight="semibold" truncate>
                          {p.title}
                        </Text>
                        <Text truncate>{formatMinutes(p.start)}</Text>
                      </Box>
                    );
                  })}
                {columnExtras?.(date, zoneOf(date))}
              </Box>
            ))}
          </Grid>
        </Box>
      </Card.Body>
      <Dialog.Root open={Boolean(externalOpen)} onOpenChange={(e) => !e.open && setExternalOpen(null)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{externalOpen?.event.summary}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {externalOpen && (
                  <Stack gap="1" fontSize="sm">
                    <Text>
                      {DateTime.fromISO(externalOpen.event.startTime)
                        .setZone(externalOpen.zone)
                        .setLocale(fixedEnglishLocale())
                        .toLocaleString(DateTime.DATETIME_MED)}{' '}
                      – {formatTime(DateTime.fromISO(externalOpen.event.endTime).setZone(externalOpen.zone))}
                    </Text>
                    {externalOpen.event.location && <Text>{externalOpen.event.location}</Text>}
                    {externalOpen.event.description && <Text color="fg.muted">{externalOpen.event.description}</Text>}
                    <Text color="fg.muted">{t('grid.external')}</Text>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common:close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
});
