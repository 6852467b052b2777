import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

type Row = Record<string, unknown>;

/** The account protocol's queries: every row of one user, to export or to erase. */
@Injectable()
export class SchedulingAccountRepository {
  constructor(private readonly em: EntityManager) {}

  async rowsOf(userId: string): Promise<Record<string, Row[]>> {
    const conn = this.em.fork().getConnection();
    const [events, attendees, overrides] = await Promise.all([
      conn.execute<Row[]>('select * from scheduled_events where user_id = ? order by start_time, id', [userId]),
      conn.execute<Row[]>(
        'select a.* from event_attendees a join scheduled_events e on e.id = a.event_id where e.user_id = ? order by a.event_id, a.position',
        [userId],
      ),
      conn.execute<Row[]>('select * from event_alignment_overrides where user_id = ? order by event_id', [userId]),
    ]);
    const planned: Record<string, Row[]> = {};
    for (const table of ['tasks', 'habits', 'plan_placements', 'plans', 'event_type_corrections'])
      planned[table] = await conn.execute<Row[]>(`select * from ${table} where user_id = ? order by 1`, [userId]);
    return { scheduled_events: events, event_attendees: attendees, event_alignment_overrides: overrides, ...planned };
  }

  /** The user's events (their attendees and overrides go by cascade), the user's overrides and busy-time copy. */
  async erase(tx: EntityManager, userId: string): Promise<void> {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute('delete from event_alignment_overrides where user_id = ?', [userId], 'run', ctx);
    await conn.execute('delete from scheduled_events where user_id = ?', [userId], 'run', ctx);
    for (const table of ['plan_placements', 'plans', 'tasks', 'habits', 'event_type_corrections'])
      await conn.execute(`delete from ${table} where user_id = ?`, [userId], 'run', ctx);
    // The busy-time read model (its events go by cascade).
    await conn.execute('delete from external_calendars where user_id = ?', [userId], 'run', ctx);
  }
}
