import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CalendarMessages, type CalendarConnectionStatus } from '@flow/contracts';
import { DomainError, LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import { ConnectionEntity, OAuthStateEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { TokenCipher } from '../crypto/token-cipher';
import { GoogleApi, type GoogleTokens } from '../providers/google/google-api';
import { PRIMARY, SYNC_WAIT_MS, SyncService } from '../sync/sync.service';
import { settleWithin } from '../sync/within';
import { ConnectionSecrets } from '../connections/connection-secrets';
import { ConnectionService } from './connection.service';

const STATE_TTL_MS = 10 * 60_000;
const statePurpose = (userId: string) => `oauth-state:${userId}`;

/**
 * Connecting Google Calendar: OAuth 2.0 authorization-code flow with PKCE and offline access. The
 * state is a single-use row id signed for the user who started, so a state from another user, an
 * altered one or a replayed one is refused.
 */
@Injectable()
export class GoogleConnectService {
  constructor(
    private readonly google: GoogleApi,
    private readonly repository: ConnectionRepository,
    private readonly cipher: TokenCipher,
    private readonly secrets: ConnectionSecrets,
    private readonly connections: ConnectionService,
    private readonly sync: SyncService,
    private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async authUrl(userId: string, redirectUri: string): Promise<{ authUrl: string }> {
    this.assertConfigured();
    const em = this.repository.fork();
    const id = randomUUID();
    const verifier = randomBytes(48).toString('base64url');
    em.create(OAuthStateEntity, { id, userId, verifierEnc: this.cipher.seal(verifier, `${id}:verifier`), redirectUri, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    await em.flush();
    await this.repository.purgeExpiredOAuthStates(em, new Date());
    const state = this.cipher.sign(id, statePurpose(userId));
    return { authUrl: this.google.authUrl(redirectUri, state, createHash('sha256').update(verifier).digest('base64url')) };
  }

  async connect(userId: string, code: string, redirectUri: string, state: string): Promise<CalendarConnectionStatus> {
    this.assertConfigured();
    const verifier = await this.takeState(userId, state, redirectUri);
    const tokens = await this.google.exchangeCode(code, verifier, redirectUri).catch((error) => {
      this.logger.warn({ err: error }, 'Google code exchange failed');
      throw new DomainError('GOOGLE_AUTH_FAILED', CalendarMessages.connectFailed, 400);
    });
    if (!this.google.hasCalendarScope(tokens.scope)) throw new DomainError('GOOGLE_CALENDAR_SCOPE_MISSING', 'FLOW needs access to your calendar. Please connect again and allow calendar access.', 400);
    const account = await this.google.userInfo(tokens.accessToken).catch(() => {
      throw new DomainError('GOOGLE_AUTH_FAILED', CalendarMessages.connectFailed, 502);
    });
    const connectionId = await this.store(userId, account, tokens);
    // The first sync, so Settings shows the calendars and the day view the events (or they follow soon).
    await settleWithin(this.sync.syncConnection(connectionId), SYNC_WAIT_MS);
    return this.connections.status(userId);
  }

  private async takeState(userId: string, state: string, redirectUri: string): Promise<string> {
    const refused = () => new DomainError('INVALID_STATE', CalendarMessages.invalidState, 400);
    const id = this.cipher.verify(state, statePurpose(userId));
    if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw refused();
    const row = await this.repository.takeOAuthState(this.repository.fork(), id);
    if (!row || row.userId !== userId || row.expiresAt.getTime() < Date.now() || row.redirectUri !== redirectUri) throw refused();
    return this.cipher.open(row.verifierEnc, `${row.id}:verifier`);
  }

  private async store(userId: string, account: { sub: string; email: string }, tokens: GoogleTokens): Promise<string> {
    const id = await this.repository.fork().transactional(async (em) => {
      let connection = await this.repository.connectionOf(em, userId, 'google');
      if (connection && connection.accountSubject !== account.sub) {
        // Another Google account: nothing of the old one is kept.
        em.remove(connection);
        await em.flush();
        connection = null;
      }
      connection ??= em.create(ConnectionEntity, { id: randomUUID(), userId, provider: 'google', status: 'connected', calendars: [], selection: {}, writeCalendarId: PRIMARY, createdAt: new Date(), updatedAt: new Date() });
      connection.status = 'connected';
      connection.accountEmail = account.email.toLowerCase();
      connection.accountSubject = account.sub;
      connection.scope = tokens.scope;
      connection.accessExpiresAt = tokens.expiresAt;
      connection.lastError = null;
      connection.syncState = {};
      this.secrets.write(connection, { accessToken: tokens.accessToken, ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}) });
      recordEvent(em, 'flow.evt.calendar.calendar-connected', { userId, provider: 'google' }, [userId]);
      return connection.id;
    });
    this.relay.kick();
    return id;
  }

  private assertConfigured() {
    if (!this.google.configured) throw new DomainError('GOOGLE_NOT_CONFIGURED', CalendarMessages.googleNotConfigured, 501);
  }
}

