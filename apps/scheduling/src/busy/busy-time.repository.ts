import { Injectable } from '@nestjs/common';
import type { BusySnapshot, ExternalCalendarEvent } from '@flow/contracts';
import { EntityManager } from '@mikro-orm/postgresql';

export interface ExternalCalendarRow {
  connected: boolean;
  needsAuth: boolean;
  windowStart: Date | null;
  windowEnd: Date | null;
}

/** Rows per insert statement (10 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 500;

interface BusyRow {
  external_id: string;
  source: 'google' | 'caldav' | 'outlook';
  title: string;
  start_time: Date;
  end_time: Date;
  is_all_day: boolean;
  location: string | null;
  description: string | null;
  flow_event_id: string | null;
}

/**
 * The only place that queries the busy-time read model (external_calendars, external_busy): a copy of
 * calendar-sync's kept events per user, replaced whole on each of its calendar events. Every query
 * names the user.
 */
@Injectable()
export class BusyTimeRepository {
  constructor(private readonly em: EntityManager) {}

  async calendarOf(userId: string): Promise<ExternalCalendarRow | null> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ connected: boolean; needs_auth: boolean; window_start: Date | null; window_end: Date | null }[]>(
        'select connected, needs_auth, window_start, window_end from external_calendars where user_id = ?',
        [userId],
      );
    const row = rows[0];
    return row
      ? {
          connected: row.connected,
          needsAuth: row.needs_auth,
          windowStart: row.window_start && new Date(row.window_start),
          windowEnd: row.window_end && new Date(row.window_end),
        }
      : null;
  }

  /** The user's kept external events overlapping [from, to). */
  async eventsOf(userId: string, from: Date, to: Date): Promise<ExternalCalendarEvent[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<BusyRow[]>(
        'select external_id, source, title, start_time, end_time, is_all_day, location, description, flow_event_id from external_busy where user_id = ? and start_time < ? and end_time > ? order by start_time, external_id',
        [userId, to, from],
      );
    return rows.map((r) => ({
      id: r.external_id,
      summary: r.title,
      startTime: new Date(r.start_time).toISOString(),
      endTime: new Date(r.end_time).toISOString(),
      isAllDay: r.is_all_day,
      location: r.location,
      description: r.description,
      source: r.source,
      flowEventId: r.flow_event_id,
    }));
  }

  /**
   * Stores a snapshot. `replace`: it is the newest (a calendar event asked for it); otherwise it only
   * fills a user not known yet (a lazy first read must not overwrite what an event already brought).
   */
  async store(userId: string, snapshot: BusySnapshot, replace: boolean): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const values = [userId, snapshot.connected, snapshot.needsAuth, snapshot.windowStart, snapshot.windowEnd];
      const upsert = replace
        ? 'insert into external_calendars (user_id, connected, needs_auth, window_start, window_end, refreshed_at) values (?, ?, ?, ?, ?, now()) on conflict (user_id) do update set connected = excluded.connected, needs_auth = excluded.needs_auth, window_start = excluded.window_start, window_end = excluded.window_end, refreshed_at = now() returning user_id'
        : 'insert into external_calendars (user_id, connected, needs_auth, window_start, window_end, refreshed_at) values (?, ?, ?, ?, ?, now()) on conflict (user_id) do nothing returning user_id';
      const written = await conn.execute<unknown[]>(upsert, values, 'all', ctx);
      if (!written.length) return;
      await conn.execute('delete from external_busy where user_id = ?', [userId], 'run', ctx);
      for (let i = 0; i < snapshot.events.length; i += INSERT_CHUNK) {
        const chunk = snapshot.events.slice(i, i + INSERT_CHUNK);
        await conn.execute(
          `insert into external_busy (user_id, external_id, source, title, start_time, end_time, is_all_day, location, description, flow_event_id) values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          chunk.flatMap((e) => [userId, e.id, e.source, e.summary, e.startTime, e.endTime, e.isAllDay, e.location, e.description, e.flowEventId ?? null]),
          'run',
          ctx,
        );
      }
    });
  }
}
