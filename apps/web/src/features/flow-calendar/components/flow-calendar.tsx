import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { DayView } from './day-view';

export type CalendarMode = 'day' | 'week';

// Today opens on the day view: the week view is fetched once the page is idle, not with the first screen.
const loadWeekView = () => import('./week-view');
const WeekView = lazy(() => loadWeekView().then((m) => ({ default: m.WeekView })));

/** The calendar of Today: the day view of the selected date, switching to its week and back. */
export function FlowCalendar({ date: initialDate, mode: initialMode = 'day' }: { date: string; mode?: CalendarMode }) {
  const [mode, setMode] = useState<CalendarMode>(initialMode);
  const [date, setDate] = useState(initialDate);
  useEffect(() => whenIdle(() => void loadWeekView()), []);
  if (mode === 'week') {
    return (
      <Suspense fallback={<Skeleton height="xs" borderRadius="lg" />}>
        <WeekView
          date={date}
          onWeekChange={setDate}
          onOpenDay={(day) => {
            setDate(day);
            setMode('day');
          }}
        />
      </Suspense>
    );
  }
  return <DayView date={date} onDateChange={setDate} onWeekView={() => setMode('week')} />;
}
