import { Inject, Injectable } from '@nestjs/common';
import type { DayRhythm, RhythmSource } from '@flow/contracts';
import { LOGGER, RpcClient } from '@flow/platform';
import { bestSharedWindows, type BusyTime, type SharedWindow } from '@flow/rhythm';
import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import { CO_FLOW_ENV, type CoFlowEnv } from '../co-flow.env';

export const SHARED_WINDOW_DAYS = 7;

export interface WindowPerson {
  userId: string;
  /** The profile's IANA zone (the viewer's groups the windows by day); null means UTC. */
  timeZone: string | null;
}

export interface SharedWindowsAnswer {
  windows: SharedWindow[];
  /** What could not be asked: without rhythm some days have no windows; without free/busy none can be promised. */
  missing: ('rhythm' | 'busy')[];
  /** Whose rhythm the windows were drawn from: learned from check-ins, or the chart's. */
  rhythmSources: { me: RhythmSource; other: RhythmSource };
  /** Each person's days as daily-flow laid them out at their own place (their peaks, on instants). */
  days?: { me: DayRhythm[]; other: DayRhythm[] };
}

/** 'learned' when daily-flow shaped any of the days from the person's check-ins. */
const sourceOf = (days: readonly DayRhythm[]): RhythmSource => (days.some((d) => d.rhythmSource === 'learned') ? 'learned' : 'chart');

export const zoneOf = (timeZone: string | null | undefined) => (timeZone && DateTime.now().setZone(timeZone).isValid ? timeZone : 'UTC');

/**
 * The local dates the next `days` days touch in any zone: a travel stay can put a person's day anywhere
 * from UTC−12 to UTC+14, and daily-flow lays each date out at that date's own place.
 */
export function localDates(now: Date, days: number): string[] {
  // Etc/GMT+12 is UTC−12 (POSIX signs).
  const first = DateTime.fromJSDate(now, { zone: 'Etc/GMT+12' }).toISODate()!;
  const last = DateTime.fromJSDate(new Date(now.getTime() + days * 86_400_000), { zone: 'Etc/GMT-14' }).toISODate()!;
  const dates: string[] = [];
  for (let d = DateTime.fromISO(first, { zone: 'UTC' }); d.toISODate()! <= last; d = d.plus({ days: 1 })) dates.push(d.toISODate()!);
  return dates;
}

/**
 * Best shared windows of two connected users: their rhythm for each local day from daily-flow and
 * their free/busy from scheduling (intervals only, never titles), combined by the rhythm engine.
 */
@Injectable()
export class SharedWindowsFinder {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CO_FLOW_ENV) private readonly env: CoFlowEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async find(me: WindowPerson, other: WindowPerson, now: Date): Promise<SharedWindowsAnswer> {
    const to = new Date(now.getTime() + SHARED_WINDOW_DAYS * 86_400_000);
    const options = { timeoutMs: this.env.NEIGHBOUR_TIMEOUT_MS };
    const [mine, theirs, busy] = await Promise.all([
      this.rhythm(me, now, options),
      this.rhythm(other, now, options),
      this.rpc.request('flow.scheduling.busy', { userIds: [me.userId, other.userId], from: now.toISOString(), to: to.toISOString() }, options).then(
        (answer) => answer.busy,
        (error) => (this.logger.warn({ err: error }, 'free/busy unavailable for shared windows'), null),
      ),
    ]);
    const missing: SharedWindowsAnswer['missing'] = [];
    if (mine.incomplete || theirs.incomplete) missing.push('rhythm');
    const rhythmSources = { me: sourceOf(mine.days), other: sourceOf(theirs.days) };
    const days = { me: mine.days, other: theirs.days };
    if (!busy) return { windows: [], missing: [...missing, 'busy'], rhythmSources, days };
    const busyOf = (userId: string): BusyTime[] => busy.filter((b) => b.userId === userId).map(({ start, end }) => ({ start, end }));
    const windows = bestSharedWindows(
      { days: mine.days, busy: busyOf(me.userId) },
      { days: theirs.days, busy: busyOf(other.userId) },
      {
        now,
        horizonDays: SHARED_WINDOW_DAYS,
        timeZone: zoneOf(me.timeZone),
      },
    );
    return { windows, missing, rhythmSources, days };
  }

  private async rhythm(person: WindowPerson, now: Date, options: { timeoutMs: number }): Promise<{ days: DayRhythm[]; incomplete: boolean }> {
    const answers = await Promise.allSettled(
      localDates(now, SHARED_WINDOW_DAYS).map((date) => this.rpc.request('flow.daily-flow.rhythm', { userId: person.userId, date }, options)),
    );
    const days = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const failed = answers.find((a) => a.status === 'rejected');
    if (failed) this.logger.warn({ err: (failed as PromiseRejectedResult).reason, userId: person.userId }, 'rhythm unavailable for shared windows');
    return { days, incomplete: Boolean(failed) };
  }
}
