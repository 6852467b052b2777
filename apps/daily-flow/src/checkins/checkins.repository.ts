import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CheckinEntity, RhythmLearningEntity } from './checkin.entities';

type Row = Record<string, unknown>;
/** The learning reads at most this many of the latest check-ins (years of 4 a day). */
const LEARNING_LIMIT = 5000;

/** The only file of daily-flow that touches the database: check-ins and learning settings, always by user. */
@Injectable()
export class CheckinsRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  find(em: EntityManager, userId: string, id: string): Promise<CheckinEntity | null> {
    return em.findOne(CheckinEntity, { id, userId });
  }

  insert(tx: EntityManager, data: Omit<CheckinEntity, 'createdAt'> & { createdAt: Date }): CheckinEntity {
    return tx.create(CheckinEntity, data);
  }

  remove(tx: EntityManager, entity: CheckinEntity): void {
    tx.remove(entity);
  }

  countOnDate(em: EntityManager, userId: string, localDate: string): Promise<number> {
    return em.count(CheckinEntity, { userId, localDate });
  }

  between(em: EntityManager, userId: string, from: Date, to: Date): Promise<CheckinEntity[]> {
    return em.find(CheckinEntity, { userId, at: { $gte: from, $lte: to } }, { orderBy: { at: 'asc', id: 'asc' } });
  }

  /** Check-ins since `since` (all when null), oldest first, for the learning. */
  async since(em: EntityManager, userId: string, since: Date | null): Promise<CheckinEntity[]> {
    const latest = await em.find(CheckinEntity, { userId, ...(since ? { at: { $gte: since } } : {}) }, { orderBy: { at: 'desc' }, limit: LEARNING_LIMIT });
    return latest.reverse();
  }

  settings(em: EntityManager, userId: string): Promise<RhythmLearningEntity | null> {
    return em.findOne(RhythmLearningEntity, { userId });
  }

  /**
   * The user's settings row, locked for the rest of `tx`, created with the defaults when they have none.
   * Insert-or-ignore first, so two first changes at once cannot both insert (a duplicate key otherwise).
   */
  async settingsForUpdate(tx: EntityManager, userId: string): Promise<RhythmLearningEntity> {
    await tx
      .createQueryBuilder(RhythmLearningEntity)
      .insert({ userId, enabled: true, learnSince: null, updatedAt: new Date() })
      .onConflict('user_id')
      .ignore()
      .execute();
    return tx.findOneOrFail(RhythmLearningEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async rowsOf(userId: string): Promise<{ checkins: Row[]; learning_settings: Row[] }> {
    const conn = this.em.fork().getConnection();
    const [checkins, settings] = await Promise.all([
      conn.execute<Row[]>('select * from energy_checkins where user_id = ? order by at, id', [userId]),
      conn.execute<Row[]>('select * from rhythm_learning where user_id = ?', [userId]),
    ]);
    return { checkins, learning_settings: settings.map((row) => ({ id: row.user_id, ...row })) };
  }

  async erase(tx: EntityManager, userId: string): Promise<void> {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute('delete from energy_checkins where user_id = ?', [userId], 'run', ctx);
    await conn.execute('delete from rhythm_learning where user_id = ?', [userId], 'run', ctx);
  }
}
