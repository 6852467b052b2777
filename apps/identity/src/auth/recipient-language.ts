import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@flow/contracts';
import { LOGGER, recipientLanguage, RpcClient } from '@flow/platform';
import type { Logger } from 'pino';

/**
 * The language of a person identity writes to. Profile-chart owns it (`language`, set at sign-up from
 * user-registered and changed in Settings), so identity asks rather than keeping a copy to keep in sync.
 * Profile-chart away: English, and the mail still goes out.
 */
@Injectable()
export class RecipientLanguage {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  of(userId: string): Promise<Language> {
    return recipientLanguage(this.rpc, this.logger, userId);
  }
}

/** An OpenID Connect `locale` claim ('hi', 'hi-IN', 'en-GB') as FLOW's language, when FLOW speaks it. */
export function languageOfLocale(locale: string | undefined): Language | undefined {
  const primary = locale?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'hi' ? primary : undefined;
}
