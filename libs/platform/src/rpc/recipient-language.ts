import { DEFAULT_LANGUAGE, type Language } from '@flow/contracts';
import type { Logger } from 'pino';
import type { RpcClient } from './rpc-client';

/** A mail or push waits this long for profile-chart, no longer: the language is a nicety, the message is not. */
const LOOKUP_TIMEOUT_MS = 1_500;

/**
 * The language to write to a person in (profile `language`, owned by profile-chart). Services that
 * write to someone ask rather than keep a copy; profile-chart slow or away: English, and the message
 * still goes out.
 */
export function recipientLanguage(rpc: RpcClient, logger: Pick<Logger, 'warn'>, userId: string): Promise<Language> {
  return rpc
    .request('flow.profile.language', { userId }, { timeoutMs: LOOKUP_TIMEOUT_MS })
    .then((answer) => answer.language)
    .catch((error: unknown) => {
      logger.warn({ err: error, userId }, 'language unavailable; writing English');
      return DEFAULT_LANGUAGE;
    });
}
