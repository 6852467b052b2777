import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AccountDataPart } from '@flow/contracts';
import { EventConsumers, LOGGER, registerUserErasure } from '@flow/platform';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ConnectionRepository } from '../connections/connection.repository';
import { ConnectionSecrets } from '../connections/connection-secrets';
import { GoogleApi } from '../providers/google/google-api';

type Row = Record<string, unknown>;
/** Sealed secrets and their hashes stay out of an export: they are keys, not the person's data. */
const SECRET_COLUMNS = ['password_enc', 'access_token_enc', 'refresh_token_enc', 'verifier_enc', 'secret_enc', 'secret_hash'];
const withoutSecrets = (rows: Row[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMNS.includes(column))));

/**
 * calendar-sync's part of the account protocol: connections (without their sealed tokens), the kept
 * copies of external events, mirror links and the feed in the export; all erased on user-deleted, with
 * Google told the grant is no longer wanted.
 */
@Injectable()
export class CalendarAccountService implements OnModuleInit {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly secrets: ConnectionSecrets,
    private readonly google: GoogleApi,
    private readonly consumers: EventConsumers,
    private readonly orm: MikroORM,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    registerUserErasure(this.consumers, this.orm, 'calendar-sync', (tx, { userId }) => this.erase(tx!, userId));
  }

  async export(userId: string): Promise<AccountDataPart> {
    const conn = this.repository.fork().getConnection();
    const rows = (sql: string) => conn.execute<Row[]>(sql, [userId]);
    const [connections, events, links, feeds, states, peakProtections, peakBlocks, planMirrors, planBlocks] = await Promise.all([
      rows('select * from calendar_connections where user_id = ? order by provider'),
      rows('select * from external_events where user_id = ? order by start_time, id'),
      rows('select * from mirror_links where user_id = ? order by id'),
      rows('select * from calendar_feeds where user_id = ?'),
      rows('select * from oauth_states where user_id = ?'),
      rows('select * from peak_protections where user_id = ?'),
      rows('select * from peak_blocks where user_id = ? order by start_time, id'),
      rows('select * from plan_mirrors where user_id = ?'),
      rows('select * from plan_mirror_blocks where user_id = ? order by start_time, id'),
    ]);
    return {
      service: 'calendar-sync',
      data: {
        calendar_connections: withoutSecrets(connections),
        external_events: events,
        mirror_links: links,
        calendar_feeds: withoutSecrets(feeds),
        oauth_states: withoutSecrets(states),
        peak_protections: peakProtections,
        peak_blocks: peakBlocks,
        plan_mirrors: planMirrors,
        plan_mirror_blocks: planBlocks,
      },
    };
  }

  private async erase(tx: EntityManager, userId: string): Promise<void> {
    const grants: string[] = [];
    for (const connection of await this.repository.connectionsOf(tx, userId)) {
      try {
        const secrets = this.secrets.read(connection);
        const token = secrets.refreshToken ?? secrets.accessToken;
        if (connection.provider === 'google' && token) grants.push(token);
      } catch {
        /* undecryptable: nothing to revoke */
      }
    }
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    // Kept events, mirror links, peak and plan-mirror settings and blocks go with their connection (cascade).
    for (const table of ['calendar_connections', 'oauth_states', 'calendar_feeds'])
      await conn.execute(`delete from "${table}" where user_id = ?`, [userId], 'run', ctx);
    for (const token of grants)
      await this.google.revoke(token).catch((error) => this.logger.warn({ err: error }, 'revoking the Google grant of a deleted account failed'));
  }
}
