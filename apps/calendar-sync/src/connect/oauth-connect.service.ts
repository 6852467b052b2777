import { Inject, Injectable } from '@nestjs/common';
import { CalendarMessages, type CalendarConnectionStatus, type OAuthCalendarProvider } from '@flow/contracts';
import { DomainError, LOGGER, OutboxRelay, recordEvent } from '@flow/platform';
import type { Logger } from 'pino';
import { ConnectionSecrets } from '../connections/connection-secrets';
import { ConnectionRepository } from '../connections/connection.repository';
import { GoogleApi } from '../providers/google/google-api';
import type { OAuthTokens } from '../providers/oauth-account';
import { MicrosoftApi } from '../providers/outlook/microsoft-api';
import { PRIMARY, SYNC_WAIT_MS, SyncService } from '../sync/sync.service';
import { settleWithin } from '../sync/within';
import { ConnectionService } from './connection.service';
import { googleConnector } from './google.connector';
import { OAuthStates } from './oauth-states';
import { outlookConnector } from './outlook.connector';

/** What connecting differs in between the OAuth providers. */
export interface OAuthConnector {
  provider: OAuthCalendarProvider;
  /** Error codes start with it (GOOGLE_AUTH_FAILED, OUTLOOK_CALENDAR_SCOPE_MISSING…). */
  codePrefix: string;
  notConfiguredMessage: string;
  scopeMissingMessage: string;
  /** Without a refresh token the connection would end with its first access token. */
  requiresRefreshToken: boolean;
  api: {
    configured: boolean;
    authUrl(redirectUri: string, state: string, codeChallenge: string): string;
    exchangeCode(code: string, verifier: string, redirectUri: string): Promise<OAuthTokens>;
    hasCalendarScope(scope: string): boolean;
  };
  /** The account the grant is of: its stable id at the provider and its address (lower case). */
  account(accessToken: string): Promise<{ subject: string; email: string }>;
}

/**
 * Connecting an OAuth calendar (Google, Outlook): the authorization-code flow with PKCE and offline
 * access (the state and verifier: OAuthStates), the grant sealed at rest, then a first sync.
 */
@Injectable()
export class OAuthConnectService {
  private readonly connectors: Record<OAuthCalendarProvider, OAuthConnector>;

  constructor(
    google: GoogleApi,
    microsoft: MicrosoftApi,
    private readonly repository: ConnectionRepository,
    private readonly states: OAuthStates,
    private readonly secrets: ConnectionSecrets,
    private readonly connections: ConnectionService,
    private readonly sync: SyncService,
    private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.connectors = { google: googleConnector(google), outlook: outlookConnector(microsoft) };
  }

  async authUrl(provider: OAuthCalendarProvider, userId: string, redirectUri: string): Promise<{ authUrl: string }> {
    const connector = this.configured(provider);
    const { state, codeChallenge } = await this.states.begin(provider, userId, redirectUri);
    return { authUrl: connector.api.authUrl(redirectUri, state, codeChallenge) };
  }

  async connect(provider: OAuthCalendarProvider, userId: string, code: string, redirectUri: string, state: string): Promise<CalendarConnectionStatus> {
    const connector = this.configured(provider);
    const failed = (status = 400) => new DomainError(`${connector.codePrefix}_AUTH_FAILED`, CalendarMessages.connectFailed, status);
    const verifier = await this.states.take(provider, userId, state, redirectUri);
    const tokens = await connector.api.exchangeCode(code, verifier, redirectUri).catch((error) => {
      this.logger.warn({ err: error, provider }, 'OAuth code exchange failed');
      throw failed();
    });
    if (!connector.api.hasCalendarScope(tokens.scope))
      throw new DomainError(`${connector.codePrefix}_CALENDAR_SCOPE_MISSING`, connector.scopeMissingMessage, 400);
    if (connector.requiresRefreshToken && !tokens.refreshToken) throw failed();
    const account = await connector.account(tokens.accessToken).catch(() => {
      throw failed(502);
    });
    const connectionId = await this.store(provider, userId, account, tokens);
    // The first sync, so Settings shows the calendars and the day view the events (or they follow soon).
    await settleWithin(this.sync.syncConnection(connectionId), SYNC_WAIT_MS);
    return this.connections.status(userId);
  }

  private async store(provider: OAuthCalendarProvider, userId: string, account: { subject: string; email: string }, tokens: OAuthTokens): Promise<string> {
    const id = await this.repository.fork().transactional(async (em) => {
      const connection = await this.repository.reconnecting(em, userId, provider, (c) => c.accountSubject === account.subject);
      connection.writeCalendarId ??= PRIMARY;
      Object.assign(connection, {
        status: 'connected',
        accountEmail: account.email,
        accountSubject: account.subject,
        scope: tokens.scope,
        accessExpiresAt: tokens.expiresAt,
        lastError: null,
        syncState: {},
      });
      // Google sends no new refresh token when the same account connects again: the kept one stays.
      this.secrets.write(connection, { accessToken: tokens.accessToken, ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}) });
      recordEvent(em, 'flow.evt.calendar.calendar-connected', { userId, provider }, [userId]);
      return connection.id;
    });
    this.relay.kick();
    return id;
  }

  private configured(provider: OAuthCalendarProvider): OAuthConnector {
    const connector = this.connectors[provider];
    if (!connector.api.configured) throw new DomainError(`${connector.codePrefix}_NOT_CONFIGURED`, connector.notConfiguredMessage, 501);
    return connector;
  }
}
