import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language, languageFromAcceptLanguage } from '@flow/contracts';
import { LOGGER, RpcClient } from '@flow/platform';
import type { Logger } from 'pino';

/** How long a person's language is trusted without asking again (another gateway may have saved a change). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
/** The language is a nicety: a slow or absent profile-chart may hold a request this long, no longer. */
const LOOKUP_TIMEOUT_MS = 1_500;
/** After a failed lookup, nobody waits for profile-chart again for this long (the browser's language meanwhile). */
const BACK_OFF_MS = 5_000;

/**
 * Each signed-in person's language (profile `language`), for the texts the gateway answers with: the
 * day's entries in the read model, and error messages. Kept in memory for a minute; a PATCH through
 * this gateway and every profile-updated event refresh it at once. Profile-chart away: the browser's
 * Accept-Language, never an error.
 */
@Injectable()
export class PersonLanguages {
  private readonly known = new Map<string, { language: Language; at: number }>();
  private unavailableUntil = 0;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async of(userId: string, acceptLanguage?: string): Promise<Language> {
    const cached = this.cached(userId);
    if (cached !== undefined) return cached;
    const entry = this.known.get(userId);
    const fallback = () => (acceptLanguage === undefined ? (entry?.language ?? DEFAULT_LANGUAGE) : languageFromAcceptLanguage(acceptLanguage));
    if (Date.now() < this.unavailableUntil) return fallback();
    try {
      const { language, pending } = await this.rpc.request('flow.profile.language', { userId }, { timeoutMs: LOOKUP_TIMEOUT_MS });
      // No profile yet (a request racing the sign-up event): the browser's language, and nothing remembered.
      if (pending) return acceptLanguage === undefined ? language : languageFromAcceptLanguage(acceptLanguage);
      this.remember(userId, language);
      return language;
    } catch (error) {
      this.unavailableUntil = Date.now() + BACK_OFF_MS;
      this.logger.warn({ err: error, userId }, 'language unavailable; using the browser’s');
      return fallback();
    }
  }

  /** The language this gateway knows for the person without asking anyone (the cached day reads' fast path); undefined when it would have to ask. */
  cached(userId: string): Language | undefined {
    const entry = this.known.get(userId);
    return entry && Date.now() - entry.at < TTL_MS ? entry.language : undefined;
  }

  remember(userId: string, language: Language): void {
    if (this.known.size >= MAX_ENTRIES) this.known.delete(this.known.keys().next().value as string);
    this.known.delete(userId);
    this.known.set(userId, { language, at: Date.now() });
  }

  forget(userId: string): void {
    this.known.delete(userId);
  }
}
