import { Injectable } from '@nestjs/common';
import type { DayRhythm } from '@flow/contracts';
import { RpcClient } from '@flow/platform';
import { addDays, type MinuteRange, minutesFromLocalMidnight, peakOfDay } from '@flow/rhythm';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConnectionRepository } from '../connections/connection.repository';
import { EventRepository } from '../sync/event.repository';
import type { PeakBlockEntity } from './peak.entities';

/** Each source gets this long; a rhythm day that does not answer is planned later. */
const SOURCE_TIMEOUT_MS = 5000;

/** The person's days ahead: the peak of each (absent: not known now) and their zone. */
export interface PeakDays {
  today: string;
  /** Today's zone: the local minute now, and the default for a day not known. */
  timeZone: string;
  zones: Record<string, string>;
  peaks: Record<string, MinuteRange | null>;
}

/** A source FLOW needs did not answer (or the calendar is not synced yet): planned again later. */
export class PeakSourceUnavailable extends Error {
  override name = 'PeakSourceUnavailable';
}

/**
 * What planning the peak reads: the person's rhythm day by day (daily-flow), and their busy time: the
 * kept copy of every connected calendar (FLOW's own focus blocks left out) and their FLOW events (scheduling).
 */
@Injectable()
export class PeakSources {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly events: EventRepository,
    private readonly rpc: RpcClient,
  ) {}

  async days(userId: string, horizonDays: number): Promise<PeakDays> {
    const first = await this.rhythm(userId).catch(() => null);
    if (!first) throw new PeakSourceUnavailable('Your rhythm could not be read; FLOW tries again soon.');
    const later = await Promise.allSettled(Array.from({ length: horizonDays - 1 }, (_, i) => this.rhythm(userId, addDays(first.date, i + 1))));
    const days = [first, ...later.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))];
    return {
      today: first.date,
      timeZone: first.timeZone,
      zones: Object.fromEntries(days.map((d) => [d.date, d.timeZone])),
      peaks: Object.fromEntries(days.map((d) => [d.date, peakOfDay(d.rhythmBlocks)])),
    };
  }

  /**
   * Busy minutes of each day: external events (not all-day: those mark a day rather than fill it) and
   * FLOW events, in that day's zone. Throws when a connected calendar has no complete copy yet.
   */
  async busy(em: EntityManager, userId: string, days: PeakDays, dates: string[], ownBlocks: PeakBlockEntity[]): Promise<Record<string, MinuteRange[]>> {
    const zoneOf = (date: string) => days.zones[date] ?? days.timeZone;
    const from = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - 86_400_000);
    const to = new Date(Date.parse(`${dates[dates.length - 1]}T00:00:00Z`) + 2 * 86_400_000);
    const connected = (await this.repository.connectionsOf(em, userId)).filter((c) => c.status === 'connected');
    if (connected.some((c) => !c.windowStart || !c.windowEnd || c.windowStart > from || c.windowEnd < to))
      throw new PeakSourceUnavailable('Your calendar is not synced yet; FLOW plans your peak once it is.');
    const own = new Set(ownBlocks.flatMap((b) => [b.externalId, ...(b.objectUrl ? [b.objectUrl] : [])]));
    const external = (
      await this.events.eventsOf(
        em,
        userId,
        connected.map((c) => c.id),
        from,
        to,
      )
    ).filter((e) => !e.isAllDay && !own.has(e.externalId) && !own.has(e.sourceKey ?? ''));
    const flow = await this.rpc
      .request('flow.scheduling.events.range', { userId, from: from.toISOString(), to: to.toISOString() }, { timeoutMs: SOURCE_TIMEOUT_MS })
      .catch(() => {
        throw new PeakSourceUnavailable('Your FLOW events could not be read; FLOW tries again soon.');
      });
    const spans = [
      ...external.map((e) => ({ start: e.startTime, end: e.endTime })),
      ...flow.events.map((e) => ({ start: new Date(e.start_time), end: new Date(e.end_time) })),
    ];
    const busy: Record<string, MinuteRange[]> = {};
    for (const date of dates) {
      busy[date] = spans.flatMap((span) => {
        const start = minutesFromLocalMidnight(span.start, date, zoneOf(date));
        const end = minutesFromLocalMidnight(span.end, date, zoneOf(date));
        return end > 0 && start < 1440 ? [{ start: Math.max(0, start), end: Math.min(1440, end) }] : [];
      });
    }
    return busy;
  }

  private rhythm(userId: string, date?: string): Promise<DayRhythm> {
    return this.rpc.request('flow.daily-flow.rhythm', { userId, ...(date ? { date } : {}) }, { timeoutMs: SOURCE_TIMEOUT_MS });
  }
}
