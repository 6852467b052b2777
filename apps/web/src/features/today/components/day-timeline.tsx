import { Box, chakra, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ScheduledEvent } from '@flow/contracts';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayRange, formatMinutes, instantAt, localNow } from '../../../lib/local-day';
import { useClockPreference } from '../../../lib/clock-preference';
import { useNow } from '../../../lib/use-now';
import { usePlaceOfDay } from '../../../lib/use-user-time-zone';
import { useExternalEvents } from '../../calendar/api/get-external-events';
import { useInsights } from '../../checkins/api/get-insights';
import { useDailyFlow } from '../../daily-flow/api/get-daily-flow';
import { useEvents } from '../../events/api/get-events';
import { usePendingCancels, withoutPending } from '../../events/hooks/pending-cancels';
import { useMoveEvent } from '../../events/hooks/use-move-event';
import { useUndoableCancel } from '../../events/hooks/use-undoable-cancel';
import { scheduleForDay } from '../../flow-calendar/utils/day-schedule';
import { useQuickAdd } from '../../quick-add/quick-add-launcher';
import { bookingSpan, boxOf, curvePath, nowAndNext, placeInLanes, rhythmSpans, yOf, type Span, type TimelineBlock } from '../utils/timeline-layout';
import { useKeepDayGlance } from '../hooks/use-keep-day-glance';
import { nowNextLines } from '../utils/now-next-lines';
import { NowNext } from './now-next';
import { TimelineEvent } from './timeline-event';

const PX_PER_HOUR = 56;
const GUTTER_PX = 44;
/** Rhythm blocks name themselves in the left part of a row; events take the rest. */
const EVENTS_FROM = 0.4;
const DAY_PX = 24 * PX_PER_HOUR;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * The 24 hour lines and their labels: the same on every day, so they render once, not again with each
 * query that lands or minute that passes; again only when the language or the clock changes (the labels' digits).
 */
const HourGrid = memo(function HourGrid() {
  useTranslation('today');
  useClockPreference();
  return HOURS.map((h) => (
    <Box key={h} position="absolute" top={`${h * PX_PER_HOUR}px`} left="0" right="0" borderTopWidth={h ? '1px' : 0} borderColor="border.muted" aria-hidden>
      <Text fontSize="2xs" color="fg.muted" w={`${GUTTER_PX - 4}px`} textAlign="end" lineHeight="1" mt="0.5" fontVariantNumeric="tabular-nums">
        {h % 2 === 0 ? formatMinutes(h * 60) : ''}
      </Text>
    </Box>
  ));
});

/** The day's rhythm blocks, each a button that books into it: again only when the blocks or the block in progress change. */
const RhythmSpans = memo(function RhythmSpans({
  blocks,
  current,
  onBook,
}: {
  blocks: readonly TimelineBlock[];
  current: TimelineBlock | null;
  onBook: (span: Span) => void;
}) {
  const { t } = useTranslation('today');
  useClockPreference();
  return blocks.map((b) => {
    const { top, height } = boxOf(b, PX_PER_HOUR, 0);
    const isNow = b === current;
    const label = `${b.theme}, ${formatMinutes(b.start)} – ${formatMinutes(b.end)}`;
    return (
      <chakra.button
        type="button"
        key={`${b.start}-${b.theme}`}
        position="absolute"
        top={`${top}px`}
        h={`${height}px`}
        left={`${GUTTER_PX}px`}
        right="0"
        textAlign="start"
        alignItems="flex-start"
        display="flex"
        px="2"
        py="0.5"
        borderTopWidth="1px"
        borderColor="border.emphasized"
        bg={isNow ? 'brand.muted' : b.block.type === 'transition' ? 'transparent' : 'brand.subtle'}
        opacity={b.block.type === 'transition' ? 0.7 : 0.35 + b.block.intensity * 0.65}
        zIndex={1}
        aria-label={t('timeline.book', { block: label })}
        data-testid="timeline-item-block"
        data-now={isNow || undefined}
        onClick={() => onBook(b)}
      >
        <Text fontSize="xs" fontWeight={isNow ? 'bold' : 'medium'} w={`calc((100% - ${GUTTER_PX}px) * ${EVENTS_FROM})`} lineClamp={height < 30 ? 1 : 2}>
          {b.theme}
        </Text>
      </chakra.button>
    );
  });
});

/**
 * Today's one proportional timeline (issue 39): the rhythm blocks with the day's events over them, the
 * energy curve behind, and a "now" line; it opens scrolled to now. Tap a block to book into it, drag
 * an event (or use the arrow keys) to move it, delete with an Undo.
 */
export const DayTimeline = memo(function DayTimeline({ date }: { date: string }) {
  const { t } = useTranslation('today');
  const zone = usePlaceOfDay()(date).timeZone;
  const nowDate = useNow();
  const local = localNow(zone, nowDate);
  const isToday = local.date === date;
  const now = isToday ? local.minutes : null;
  const quickAdd = useQuickAdd();
  const { flow } = useDailyFlow(date);
  const insights = useInsights();
  const range = useMemo(() => dayRange(date, zone), [date, zone]);
  const events = useEvents(range);
  const external = useExternalEvents();
  const pendingCancels = usePendingCancels();
  const cancel = useUndoableCancel();
  const { move } = useMoveEvent();

  const own = useMemo(() => withoutPending(events.data ?? [], pendingCancels), [events.data, pendingCancels]);
  const items = useMemo(() => scheduleForDay(date, zone, own, external.events).filter((i) => !i.allDay), [date, zone, own, external.events]);
  const placed = useMemo(() => placeInLanes(items.map((i) => ({ ...i, start: Math.max(0, i.start), end: Math.min(1440, i.end) }))), [items]);
  // By the blocks, not the flow: a refetched flow is a new object (its generatedAt), its unchanged blocks are not.
  const rhythmBlocks = flow?.rhythmBlocks;
  const blocks = useMemo(() => rhythmSpans(rhythmBlocks ?? []), [rhythmBlocks]);
  const curve = useMemo(() => curvePath(insights.data?.curve ?? [], 100, PX_PER_HOUR), [insights.data]);
  const { current } = nowAndNext(blocks, now ?? -1);
  const lines = now === null ? null : nowNextLines(blocks, items, now, t('threshold'));
  useKeepDayGlance(now === null ? null : { date, zone, blocks, items, now });

  // Opens on now (an hour of context above it), or on the morning of another day.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = Math.max(0, yOf((now ?? 8 * 60) - 60, PX_PER_HOUR));
    // Only when the day shown changes: later minutes must not pull the person back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date]);

  // A new handler each minute (a booking starts from now), so the blocks render again once a minute at most.
  const book = useCallback(
    (span: Span) => {
      const at = bookingSpan(span, now);
      if (at) quickAdd.open({ mode: 'prefill', date, startMinutes: at.start, durationMinutes: at.end - at.start });
    },
    [now, date, quickAdd],
  );
  const moveTo = (event: ScheduledEvent, to: Span) =>
    move(
      event,
      { startTime: instantAt(date, to.start, zone), endTime: instantAt(date, to.end, zone) },
      `${formatMinutes(to.start)} – ${formatMinutes(to.end)}`,
    );

  return (
    <Stack as="section" gap="2" aria-labelledby="timeline-title" data-testid="day-timeline" data-date={date}>
      <HStack justify="space-between" align="baseline">
        <Heading as="h2" size="md" id="timeline-title">
          {t('timeline.title')}
        </Heading>
        {curve && (
          <Text fontSize="xs" color="fg.muted">
            <chakra.span color="orange.fg">―</chakra.span> {t('timeline.curve')}
          </Text>
        )}
      </HStack>
      {lines && <NowNext lines={lines} />}
      <VisuallyHidden id="timeline-move-help">{t('timeline.moveHelp')}</VisuallyHidden>
      <Box
        ref={scroller}
        h={{ base: '300px', md: '420px' }}
        overflowY="auto"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        bg="bg.card"
        data-testid="timeline-scroll"
      >
        <Box position="relative" h={`${DAY_PX}px`} data-testid="timeline-day">
          <HourGrid />
          <RhythmSpans blocks={blocks} current={current} onBook={book} />
          {curve && (
            <chakra.svg
              position="absolute"
              top="0"
              left={`${GUTTER_PX}px`}
              w={`calc(100% - ${GUTTER_PX}px)`}
              h={`${DAY_PX}px`}
              viewBox={`0 0 100 ${DAY_PX}`}
              preserveAspectRatio="none"
              pointerEvents="none"
              zIndex={1}
              aria-hidden
              data-testid="timeline-curve"
            >
              <path d={curve} fill="none" stroke="var(--chakra-colors-orange-solid)" strokeWidth="2" strokeOpacity="0.7" vectorEffect="non-scaling-stroke" />
            </chakra.svg>
          )}
          {placed.map(({ item, lane, lanes }) => {
            const event = item.kind === 'own' ? item.event : null;
            const movable = event && !event.recurringEventId;
            return (
              <TimelineEvent
                key={`${item.kind}-${item.id}`}
                item={item}
                lane={lane}
                lanes={lanes}
                pxPerHour={PX_PER_HOUR}
                column={{ from: EVENTS_FROM, gutterPx: GUTTER_PX }}
                onOpen={event ? () => quickAdd.open({ mode: 'edit', event }) : undefined}
                onMove={movable ? (to) => moveTo(event, to) : undefined}
                onDelete={movable ? () => cancel.remove(event) : undefined}
              />
            );
          })}
          {now !== null && (
            <Box
              position="absolute"
              top={`${yOf(now, PX_PER_HOUR)}px`}
              left={`${GUTTER_PX - 6}px`}
              right="0"
              h="0"
              borderTopWidth="2px"
              borderColor="red.solid"
              zIndex={4}
              pointerEvents="none"
              data-testid="now-line"
            >
              <Box position="absolute" left="-1" top="-5px" w="2" h="2" borderRadius="full" bg="red.solid" />
              <VisuallyHidden>{t('timeline.now', { time: formatMinutes(now) })}</VisuallyHidden>
            </Box>
          )}
        </Box>
      </Box>
    </Stack>
  );
});
