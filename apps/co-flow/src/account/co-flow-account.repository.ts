import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

type Row = Record<string, unknown>;

/** The account protocol's queries: every co-flow row about one person, to export or to erase. */
@Injectable()
export class CoFlowAccountRepository {
  constructor(private readonly em: EntityManager) {}

  async rowsOf(userId: string): Promise<{ invites_sent: Row[]; invites_received: Row[]; connections: Row[]; manual_profiles: Row[] }> {
    const conn = this.em.fork().getConnection();
    const [sent, received, connections, manual] = await Promise.all([
      conn.execute<Row[]>('select * from co_flow_invites where sender_id = ? order by created_at, id', [userId]),
      conn.execute<Row[]>('select * from co_flow_invites where recipient_id = ? order by created_at, id', [userId]),
      conn.execute<Row[]>('select * from co_flow_connections where user_id_1 = ? or user_id_2 = ? order by created_at, id', [userId, userId]),
      conn.execute<Row[]>('select * from manual_coflow_profiles where creator_id = ? order by created_at, id', [userId]),
    ]);
    return { invites_sent: sent, invites_received: received, connections, manual_profiles: manual };
  }

  /** The pending invites the person sent, withdrawn, and their connections, deleted (answered, so both sides can be told). */
  async revokeOutside(tx: EntityManager, userId: string): Promise<{ id: string; user_id_1: string; user_id_2: string }[]> {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute(`delete from co_flow_invites where sender_id = ? and status = 'pending'`, [userId], 'run', ctx);
    return conn.execute(
      'delete from co_flow_connections where user_id_1 = ? or user_id_2 = ? returning id, user_id_1, user_id_2',
      [userId, userId],
      'all',
      ctx,
    );
  }

  /**
   * Deletes the person's invites (sent, received, or still addressed to their e-mail), connections and
   * manual profiles. Answers the connections removed, so the other side can be told.
   */
  async erase(tx: EntityManager, userId: string, email: string): Promise<{ id: string; user_id_1: string; user_id_2: string }[]> {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute(
      'delete from co_flow_invites where sender_id = ? or recipient_id = ? or recipient_email = ?',
      [userId, userId, email.trim().toLowerCase()],
      'run',
      ctx,
    );
    await conn.execute('delete from manual_coflow_profiles where creator_id = ?', [userId], 'run', ctx);
    return conn.execute(
      'delete from co_flow_connections where user_id_1 = ? or user_id_2 = ? returning id, user_id_1, user_id_2',
      [userId, userId],
      'all',
      ctx,
    );
  }
}
