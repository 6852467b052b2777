import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CalendarMessages, type CalendarConnectionStatus } from '@flow/contracts';
import { DomainError, LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import { ConnectionSecrets } from '../connections/connection-secrets';
import { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { MicrosoftApi, type MicrosoftTokens } from '../providers/outlook/microsoft-api';
import { PRIMARY, SYNC_WAIT_MS, SyncService } from '../sync/sync.service';
import { settleWithin } from '../sync/within';
import { ConnectionService } from './connection.service';
import { OAuthStates } from './oauth-states';

/**
 * Connecting Outlook (Microsoft 365 work/school accounts and personal Outlook.com ones, through the
 * `common` authority): the identity platform's authorization code flow with PKCE, offline access and
 * Calendars.ReadWrite; tokens sealed at rest like Google's. The account is Graph's /me.
 */
@Injectable()
export class OutlookConnectService {
  constructor(
    private readonly microsoft: MicrosoftApi,
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
    const { state, codeChallenge } = await this.states.begin('outlook', userId, redirectUri);
    return { authUrl: this.microsoft.authUrl(redirectUri, state, codeChallenge) };
  }

  async connect(userId: string, code: string, redirectUri: string, state: string): Promise<CalendarConnectionStatus> {
    this.assertConfigured();
    const verifier = await this.states.take('outlook', userId, state, redirectUri);
    const tokens = await this.microsoft.exchangeCode(code, verifier, redirectUri).catch((error) => {
      this.logger.warn({ err: error }, 'Microsoft code exchange failed');
      throw new DomainError('OUTLOOK_AUTH_FAILED', CalendarMessages.connectFailed, 400);
    });
    if (!this.microsoft.hasCalendarScope(tokens.scope))
      throw new DomainError('OUTLOOK_CALENDAR_SCOPE_MISSING', CalendarMessages.outlookCalendarScopeMissing, 400);
    if (!tokens.refreshToken) throw new DomainError('OUTLOOK_AUTH_FAILED', CalendarMessages.connectFailed, 400);
    const account = await this.microsoft.me(tokens.accessToken).catch(() => {
      throw new DomainError('OUTLOOK_AUTH_FAILED', CalendarMessages.connectFailed, 502);
    });
    const connectionId = await this.store(userId, account, tokens);
    await settleWithin(this.sync.syncConnection(connectionId), SYNC_WAIT_MS);
    return this.connections.status(userId);
  }

  private async store(userId: string, account: { id: string; email: string }, tokens: MicrosoftTokens): Promise<string> {
    const id = await this.repository.fork().transactional(async (em) => {
      let connection = await this.repository.connectionOf(em, userId, 'outlook');
      if (connection && connection.accountSubject !== account.id) {
        // Another Microsoft account: nothing of the old one is kept.
        em.remove(connection);
        await em.flush();
        connection = null;
      }
      connection ??= em.create(ConnectionEntity, {
        id: randomUUID(),
        userId,
        provider: 'outlook',
        status: 'connected',
        calendars: [],
        selection: {},
        writeCalendarId: PRIMARY,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      Object.assign(connection, {
        status: 'connected',
        accountEmail: account.email,
        accountSubject: account.id,
        scope: tokens.scope,
        accessExpiresAt: tokens.expiresAt,
        lastError: null,
        syncState: {},
      });
      this.secrets.write(connection, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? null });
      recordEvent(em, 'flow.evt.calendar.calendar-connected', { userId, provider: 'outlook' }, [userId]);
      return connection.id;
    });
    this.relay.kick();
    return id;
  }

  private assertConfigured() {
    if (!this.microsoft.configured) throw new DomainError('OUTLOOK_NOT_CONFIGURED', CalendarMessages.outlookNotConfigured, 501);
  }
}
