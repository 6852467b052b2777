import { Inject, Injectable } from '@nestjs/common';
import { createGuardedFetch } from '@flow/platform';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import type { ConnectionEntity } from './connection.entity';
import { CaldavAccount } from '../providers/caldav/caldav.account';
import { GoogleApi } from '../providers/google/google-api';
import { GoogleAccount } from '../providers/google/google.account';
import { MicrosoftApi } from '../providers/outlook/microsoft-api';
import { OutlookAccount } from '../providers/outlook/outlook.account';
import type { CalendarAccount } from '../providers/provider';
import { ConnectionSecrets } from './connection-secrets';
import { ConnectionRepository } from './connection.repository';

/** Opens a stored connection as a CalendarAccount with its decrypted credentials. */
@Injectable()
export class AccountFactory {
  /** Every request to a CalDAV server (a host someone typed in) goes through this guard. */
  private readonly caldavFetch: typeof fetch;

  constructor(
    private readonly google: GoogleApi,
    private readonly microsoft: MicrosoftApi,
    private readonly secrets: ConnectionSecrets,
    private readonly repository: ConnectionRepository,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
  ) {
    this.caldavFetch = createGuardedFetch({ allowPrivate: env.allowPrivateCaldavHosts });
  }

  /** `spend` is called before each provider call (the person's call budget); none for a user's own action. */
  async open(connection: ConnectionEntity, spend?: () => Promise<void>): Promise<CalendarAccount> {
    const secrets = this.secrets.read(connection);
    const tokens = { accessToken: secrets.accessToken, expiresAt: connection.accessExpiresAt, refreshToken: secrets.refreshToken };
    if (connection.provider === 'google') {
      return new GoogleAccount(
        this.google,
        tokens,
        (fresh) => this.storeTokens(connection.id, fresh.accessToken, fresh.refreshToken ?? secrets.refreshToken, fresh.expiresAt),
        spend,
      );
    }
    if (connection.provider === 'outlook') {
      return new OutlookAccount(
        this.microsoft,
        tokens,
        (fresh) => this.storeTokens(connection.id, fresh.accessToken, fresh.refreshToken ?? secrets.refreshToken, fresh.expiresAt),
        spend,
      );
    }
    return this.openCaldav(connection.serverUrl!, connection.username!, secrets.password ?? '', spend);
  }

  /** A refreshed grant, sealed into the connection's row (Microsoft's may carry a new refresh token). */
  private async storeTokens(connectionId: string, accessToken: string, refreshToken: string | null, expiresAt: Date): Promise<void> {
    const em = this.repository.fork();
    const row = await this.repository.connectionById(em, connectionId);
    if (!row) return;
    this.secrets.write(row, { accessToken, refreshToken });
    row.accessExpiresAt = expiresAt;
    await em.flush();
  }

  async openCaldav(serverUrl: string, username: string, password: string, spend?: () => Promise<void>): Promise<CaldavAccount> {
    const guarded = this.caldavFetch;
    const fetchWithin: typeof fetch = spend ? async (input, init) => (await spend(), guarded(input, init)) : guarded;
    return new CaldavAccount({ serverUrl, username, password }, this.env.CALENDAR_PROVIDER_TIMEOUT_MS, fetchWithin);
  }
}
