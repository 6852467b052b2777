import type { ClockFormat, DayRhythm } from '@flow/contracts';
import { formatTimeOfDay, localMinuteOf, type SharedWindow } from '@flow/rhythm';

/** The zone a person's day covering an instant was laid out in (travel-aware), else their home zone. */
function zoneAt(days: readonly DayRhythm[], at: string, home: string): string {
  const date = (zone: string) => localMinuteOf(at, zone).date;
  return days.find((d) => d.date === date(d.timeZone))?.timeZone ?? home;
}

/**
 * Each shared window in both people's local times: the zones and wall-clock start/end as data, and a
 * sentence in the viewer's clock ("14:30 for you, 09:00 for Arjun").
 */
export function withLocalTimes(
  windows: readonly SharedWindow[],
  days: { me: readonly DayRhythm[]; other: readonly DayRhythm[] },
  zones: { me: string; other: string },
  otherName: string,
  clock: ClockFormat,
): SharedWindow[] {
  return windows.map((w) => {
    const side = (zone: string) => ({ timeZone: zone, start: localMinuteOf(w.start, zone).minutes, end: localMinuteOf(w.end, zone).minutes });
    const me = side(zoneAt(days.me, w.start, zones.me));
    const other = side(zoneAt(days.other, w.start, zones.other));
    const hhmm = (m: number) => formatTimeOfDay(m, '24h');
    return {
      ...w,
      localTimes: {
        me: { timeZone: me.timeZone, start: hhmm(me.start), end: hhmm(me.end) },
        other: { timeZone: other.timeZone, start: hhmm(other.start), end: hhmm(other.end) },
      },
      text: `${formatTimeOfDay(me.start, clock)} for you, ${formatTimeOfDay(other.start, clock)} for ${otherName}`,
    };
  });
}
