import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CalendarMessages, type CalendarConnectionStatus } from '@flow/contracts';
import { DomainError, LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { GoogleApi, type GoogleTokens } from '../providers/google/google-api';
import { PRIMARY, SYNC_WAIT_MS, SyncService } from '../sync/sync.service';
import { settleWithin } from '../sync/within';
import { ConnectionSecrets } from '../connections/connection-secrets';
import { ConnectionService } from './connection.service';
import { OAuthStates } from './oauth-states';

/**
 * Connecting Google Calendar: OAuth 2.0 authorization-code flow with PKCE and offline access (the
 * state and verifier: OAuthStates).
 */
@Injectable()
export class GoogleConnectService {
  constructor(
    private readonly google: GoogleApi,
    private readonly repository: ConnectionRepository,
    private readonly states: OAuthStates,
    private readonly secrets: ConnectionSecrets,
    private readonly connections: ConnectionService,
    private readonly sync: SyncService,
    private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async authUrl(userId: string, redirectUri: string): Promise<{ authUrl: string }> {
    this.assertConfigured();
    const { state, codeChallenge } = await this.states.begin('google', userId, redirectUri);
    return { authUrl: this.google.authUrl(redirectUri, state, codeChallenge) };
  }

  async connect(userId: string, code: string, redirectUri: string, state: string): Promise<CalendarConnectionStatus> {
    this.assertConfigured();
    const verifier = await this.states.take('google', userId, state, redirectUri);
    const tokens = await this.google.exchangeCode(code, verifier, redirectUri).catch((error) => {
      this.logger.warn({ err: error }, 'Google code exchange failed');
      throw new DomainError('GOOGLE_AUTH_FAILED', CalendarMessages.connectFailed, 400);
    });
    if (!this.google.hasCalendarScope(tokens.scope))
      throw new DomainError('GOOGLE_CALENDAR_SCOPE_MISSING', 'FLOW needs access to your calendar. Please connect again and allow calendar access.', 400);
    const account = await this.google.userInfo(tokens.accessToken).catch(() => {
      throw new DomainError('GOOGLE_AUTH_FAILED', CalendarMessages.connectFailed, 502);
    });
    const connectionId = await this.store(userId, account, tokens);
    // The first sync, so Settings shows the calendars and the day view the events (or they follow soon).
    await settleWithin(this.sync.syncConnection(connectionId), SYNC_WAIT_MS);
    return this.connections.status(userId);
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
      connection ??= em.create(ConnectionEntity, {
        id: randomUUID(),
        userId,
        provider: 'google',
        status: 'connected',
        calendars: [],
        selection: {},
        writeCalendarId: PRIMARY,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
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
