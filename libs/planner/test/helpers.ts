import { addDays, instantOf } from '@flow/rhythm';
import type { DayWindow, Interval, PlannerDay, WindowKind } from '../src';

export const at = (date: string, clock: string, timeZone: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return Date.parse(instantOf(date, h * 60 + m, timeZone));
};

/** A day shape in local clock times: the windows and the waking hours. */
export interface DayShape {
  wake: string;
  sleep: string;
  windows: { kind: WindowKind; from: string; to: string; label: string }[];
}

export const TYPICAL_DAY: DayShape = {
  wake: '06:30',
  sleep: '22:00',
  windows: [
    { kind: 'rest', from: '06:30', to: '08:00', label: 'your morning routine' },
    { kind: 'physical', from: '08:00', to: '09:00', label: 'your movement time' },
    { kind: 'peak', from: '09:00', to: '12:00', label: 'your peak' },
    { kind: 'meal', from: '12:00', to: '13:00', label: 'your lunch' },
    { kind: 'dip', from: '13:00', to: '15:00', label: 'your afternoon dip' },
    { kind: 'social', from: '15:00', to: '16:30', label: 'your collaboration time' },
    { kind: 'creative', from: '16:30', to: '18:00', label: 'your creative window' },
    { kind: 'steady', from: '18:00', to: '19:00', label: 'steady time' },
    { kind: 'meal', from: '19:00', to: '20:00', label: 'your dinner' },
    { kind: 'rest', from: '20:00', to: '21:00', label: 'your evening' },
    { kind: 'wind-down', from: '21:00', to: '22:00', label: 'your wind-down' },
  ],
};

export function makeDay(date: string, timeZone: string, shape: DayShape = TYPICAL_DAY): PlannerDay {
  const start = Date.parse(instantOf(date, 0, timeZone));
  const end = Date.parse(instantOf(addDays(date, 1), 0, timeZone));
  const windows: DayWindow[] = shape.windows.map((w) => ({ kind: w.kind, label: w.label, start: at(date, w.from, timeZone), end: at(date, w.to, timeZone) }));
  const unavailable: Interval[] = [
    { start, end: at(date, shape.wake, timeZone) },
    { start: at(date, shape.sleep, timeZone), end },
  ];
  return { date, start, end, windows, unavailable };
}

export function makeDays(from: string, count: number, timeZone: string, shape?: DayShape): PlannerDay[] {
  return Array.from({ length: count }, (_, i) => makeDay(addDays(from, i), timeZone, shape));
}

export const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;
