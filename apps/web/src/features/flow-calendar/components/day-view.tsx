import { Badge, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { EventScope, ScheduledEvent } from '@flow/contracts';
import { addDays } from '@flow/rhythm';
import { CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { BOOK_DURATION_MINUTES } from '../../../config/constants';
import { Button } from '../../../components/ui/button';
import { useExternalEvents } from '../../calendar/api/get-external-events';
import { useDailyFlow } from '../../daily-flow/api/get-daily-flow';
import { EventMessages } from '../../events/api/event-messages';
import { scopeQuery } from '../../events/api/event-scope';
import { usePendingCancels, withoutPending } from '../../events/hooks/pending-cancels';
import { useUndoableCancel } from '../../events/hooks/use-undoable-cancel';
import { useEvents } from '../../events/api/get-events';
import { NO_OVERRIDES, useOverrides } from '../../events/api/get-overrides';
import { useRetryEventMirror } from '../../events/api/retry-event-mirror';
import { useSetAlignment, type AlignmentChoice } from '../../events/api/set-alignment';
import { dayRange, formatLongDate, formatShortDate } from '../../../lib/local-day';
import { useQuickAdd } from '../../quick-add/quick-add-launcher';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useNow } from '../../../lib/use-now';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { placeShortName, usePlaceOfDay, useUserToday } from '../../../lib/use-user-time-zone';
import { PlannedDay } from '../../tasks/components/planned-day';
import { scheduleForDay, type ScheduleItem } from '../utils/day-schedule';
import { useTranslation } from 'react-i18next';
import { CALENDAR } from '../utils/calendar-texts';
import { RhythmTimeline } from './rhythm-timeline';
import { ScheduleList } from './schedule-list';

// The dialog (Chakra's dialog machine, portal and close button) loads when a repeating event is first cancelled.
const RepeatScopeDialog = lazy(() => import('./repeat-scope-dialog').then((m) => ({ default: m.RepeatScopeDialog })));

type OwnItem = Extract<ScheduleItem, { kind: 'own' }>;

export interface DayViewProps {
  date: string;
  onDateChange: (date: string) => void;
  onWeekView: () => void;
}

/** 'Your day in Flow' (spec 2): the day's schedule and its rhythm timeline, with booking and alignment controls. */
export function DayView({ date, onDateChange, onWeekView }: DayViewProps) {
  const { t } = useTranslation(CALENDAR);
  const now = useNow();
  const today = useUserToday(now);
  // The day at its own place (a trip moves it), as the server lays out its flow.
  const place = usePlaceOfDay()(date);
  const zone = place.timeZone;
  const quickAdd = useQuickAdd();
  const range = useMemo(() => dayRange(date, zone), [date, zone]);
  const { flow, error, isLoading } = useDailyFlow(date);
  const events = useEvents(range);
  const external = useExternalEvents({ notify: true });
  const overrides = useOverrides();
  const cancel = useUndoableCancel();
  const pendingCancels = usePendingCancels();
  const alignment = useSetAlignment();
  const retryCopy = useRetryEventMirror();
  const [refreshing, setRefreshing] = useState(false);
  useErrorToast(events, EventMessages.loadFailed);

  // An event whose deletion waits out its Undo time is already gone from the day.
  const own = useMemo(() => withoutPending(events.data ?? [], pendingCancels), [events.data, pendingCancels]);
  const items = useMemo(() => scheduleForDay(date, zone, own, external.events), [date, zone, own, external.events]);
  const ownById = useMemo(() => new Map(own.map((e) => [e.id, e])), [own]);
  const pendingIds = useMemo(() => new Set(pendingCancels.map((c) => c.id)), [pendingCancels]);

  // A repeating event asks which occurrences first.
  const [scopeFor, setScopeFor] = useState<ScheduledEvent | null>(null);
  const scopeDialogMounted = useOpenedOnce(scopeFor !== null);
  const cancelEvent = useStableCallback((event: ScheduledEvent) => (event.recurringEventId ? setScopeFor(event) : cancel.remove(event)));
  const cancelOccurrences = (event: ScheduledEvent, scope: EventScope) => {
    setScopeFor(null);
    cancel.remove(event, scopeQuery(event, scope));
  };
  const cancellingId = cancel.isPending ? (cancel.variables?.id ?? null) : null;
  const toggle = useStableCallback((event: ScheduledEvent, choice: AlignmentChoice) => alignment.mutate({ eventId: event.id, choice }));
  const refresh = useStableCallback(async () => {
    setRefreshing(true);
    try {
      await external.refresh();
    } catch {
      // The calendar query reports its own failure.
    } finally {
      setRefreshing(false);
    }
  });
  // The lists below are memoised: with the same items and these handlers, a query's fetching state or a
  // mutation's progress here no longer renders them again.
  const refreshExternal = useStableCallback(() => void refresh());
  const edit = useStableCallback((item: OwnItem) => quickAdd.open({ mode: 'edit', event: item.event }));
  const remove = useStableCallback((item: OwnItem) => cancelEvent(item.event));
  const retryCopyOf = useStableCallback((item: OwnItem) => retryCopy.mutate(item.event.id));
  const book = useStableCallback((span: { start: number }) =>
    quickAdd.open({ mode: 'prefill', date, startMinutes: span.start, durationMinutes: BOOK_DURATION_MINUTES }),
  );
  // By the blocks, not the flow: a refetched flow is a new object (its generatedAt), its unchanged blocks are not.
  const rhythmBlocks = flow?.rhythmBlocks;
  const shownBlocks = useMemo(() => rhythmBlocks?.filter((b) => b.type !== 'event' || !pendingIds.has(b.relatedEvent?.id ?? '')), [rhythmBlocks, pendingIds]);

  return (
    <Stack gap="4" as="section" aria-labelledby="day-view-title" data-testid="day-view" data-date={date}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" size="lg" id="day-view-title">
            {t('dayTitle')}
          </Heading>
          <HStack gap="2">
            <Text color="fg.muted" data-testid="day-view-date">
              {formatLongDate(date)}
            </Text>
            <Text color="fg.muted" fontSize="sm" data-testid="day-view-place">
              {t('inPlace', { place: placeShortName(place) })}
            </Text>
            {date === today && (
              <Badge colorPalette="brand" variant="solid">
                {t('today')}
              </Badge>
            )}
          </HStack>
        </Stack>
        <HStack gap="1">
          <Button variant="outline" size="icon" aria-label={t('previousDay')} onClick={() => onDateChange(addDays(date, -1))}>
            <ChevronLeft />
          </Button>
          <Button variant="outline" size="icon" aria-label={t('nextDay')} onClick={() => onDateChange(addDays(date, 1))}>
            <ChevronRight />
          </Button>
          <Button variant="outline" size="sm" onClick={onWeekView}>
            <CalendarRange /> {t('weekView')}
          </Button>
        </HStack>
      </Flex>

      <ScheduleList
        items={items}
        heading={date === today ? t('todaysSchedule') : t('daySchedule', { date: formatShortDate(date) })}
        onRefresh={external.connected ? refreshExternal : undefined}
        refreshing={refreshing}
        onEdit={edit}
        onDelete={remove}
        deletingId={cancellingId}
        onRetryCopy={retryCopyOf}
        retryingId={retryCopy.isPending ? retryCopy.variables : null}
      />

      <PlannedDay
        range={range}
        zone={zone}
        now={now.getTime()}
        heading={date === today ? t('plannedToday') : t('plannedOn', { date: formatShortDate(date) })}
      />

      {isLoading || (!flow && !error) ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label={t('loadingFlow')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="20" borderRadius="xl" />
          ))}
        </Stack>
      ) : shownBlocks ? (
        <RhythmTimeline
          blocks={shownBlocks}
          ownEvents={ownById}
          overrides={overrides.data ?? NO_OVERRIDES}
          onBook={book}
          onToggleAlignment={toggle}
          onCancel={cancelEvent}
          busyEventId={alignment.isPending ? alignment.variables?.eventId : cancellingId}
        />
      ) : (
        <Text role="alert" color="fg.muted">
          {error}
        </Text>
      )}
      {scopeDialogMounted && (
        <Suspense fallback={null}>
          <RepeatScopeDialog event={scopeFor} onChoose={cancelOccurrences} onClose={() => setScopeFor(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
