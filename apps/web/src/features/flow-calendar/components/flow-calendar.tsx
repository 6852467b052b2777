import { useState } from 'react';
import { DayView } from './day-view';
import { WeekView } from './week-view';

export type CalendarMode = 'day' | 'week';

/** The calendar of Today: the day view of the selected date, switching to its week and back. */
export function FlowCalendar({ date: initialDate, mode: initialMode = 'day' }: { date: string; mode?: CalendarMode }) {
  const [mode, setMode] = useState<CalendarMode>(initialMode);
  const [date, setDate] = useState(initialDate);
  if (mode === 'week') {
    return (
      <WeekView
        date={date}
        onWeekChange={setDate}
        onOpenDay={(day) => {
          setDate(day);
          setMode('day');
        }}
      />
    );
  }
  return <DayView date={date} onDateChange={setDate} onWeekView={() => setMode('week')} />;
}
