import { Skeleton } from '@chakra-ui/react';
import { weekAheadOf } from '@flow/rhythm';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { useUserToday } from '../../../lib/use-user-time-zone';
import { whenIdle } from '../../../lib/when-idle';

export type CalendarMode = 'day' | 'week';

// Below Today's cards, so neither view is in the first screen's JavaScript: the day view is fetched
// and shown once the page is first idle (its place held at its usual height meanwhile, so nothing
// moves when it comes), the week view is fetched then too and shown when asked for.
const loadDayView = () => import('./day-view');
const loadWeekView = () => import('./week-view');
const DayView = lazy(() => loadDayView().then((m) => ({ default: m.DayView })));
const WeekView = lazy(() => loadWeekView().then((m) => ({ default: m.WeekView })));

/** The day view's height with its heading, an empty schedule and the day's rhythm blocks. */
const placeholder = <Skeleton height="xl" borderRadius="lg" data-testid="calendar-placeholder" />;

/**
 * The calendar of Today: the day view of the selected date, switching to its week and back. The week
 * opened from today is the one ahead (the coming week on a Saturday or Sunday); stepping moves freely.
 */
export const FlowCalendar = memo(function FlowCalendar({ date: initialDate, mode: initialMode = 'day' }: { date: string; mode?: CalendarMode }) {
  const today = useUserToday(useNow());
  const [mode, setMode] = useState<CalendarMode>(initialMode);
  const [date, setDate] = useState(() => (initialMode === 'week' ? weekAheadOf(initialDate, today) : initialDate));
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setIdle(true);
        void loadWeekView();
      }),
    [],
  );
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {mode === 'week' ? (
        <WeekView
          date={date}
          onWeekChange={setDate}
          onOpenDay={(day) => {
            setDate(day);
            setMode('day');
          }}
        />
      ) : (
        <DayView
          date={date}
          onDateChange={setDate}
          onWeekView={() => {
            setDate(weekAheadOf(date, today));
            setMode('week');
          }}
        />
      )}
    </Suspense>
  );
});
