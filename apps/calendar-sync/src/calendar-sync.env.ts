import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));
const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const CalendarSyncEnv = z
  .object({
    NODE_ENV: z.string().default('development'),
    /** AES-256-GCM key (32 bytes, base64) for tokens and passwords at rest. Required in production. */
    CALENDAR_TOKEN_KEY: z.string().optional(),
    /** Comma-separated keys that still decrypt (key rotation); values are re-encrypted with the current key. */
    CALENDAR_TOKEN_PREVIOUS_KEYS: z.string().default(''),
    /** Google OAuth client for Calendar; falls back to the sign-in client (GOOGLE_CLIENT_ID/SECRET). */
    GOOGLE_CALENDAR_CLIENT_ID: z.string().optional(),
    GOOGLE_CALENDAR_CLIENT_SECRET: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_REVOKE_URL: z.url().default('https://oauth2.googleapis.com/revoke'),
    GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
    GOOGLE_CALENDAR_API_URL: z.url().default('https://www.googleapis.com/calendar/v3'),
    /** Microsoft app registration (Entra ID) for Outlook; the authority is the identity platform's base with its tenant. */
    MICROSOFT_CLIENT_ID: z.string().optional(),
    MICROSOFT_CLIENT_SECRET: z.string().optional(),
    MICROSOFT_AUTHORITY: z.url().default('https://login.microsoftonline.com/common'),
    MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com/v1.0'),
    /** Lifetime asked for a Graph subscription (Outlook events allow at most 10,080 minutes), and how long before its end it is renewed. */
    OUTLOOK_SUBSCRIPTION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(604_200)
      .default(3 * 86_400),
    OUTLOOK_SUBSCRIPTION_RENEW_BEFORE_SECONDS: seconds(86_400),
    /** Background refresh of the calendars of users seen recently. */
    CALENDAR_SYNC_INTERVAL_SECONDS: seconds(60),
    /** The browser's read syncs first when the copy is older than this. */
    CALENDAR_STALE_SECONDS: seconds(30),
    /** A user counts as active this long after their last calendar read. */
    CALENDAR_ACTIVE_SECONDS: seconds(300),
    /** The kept copy covers this many days before and after today; other windows are read live. */
    CALENDAR_WINDOW_PAST_DAYS: z.coerce.number().int().min(0).max(366).default(31),
    CALENDAR_WINDOW_FUTURE_DAYS: z.coerce.number().int().min(1).max(732).default(93),
    /** Time limit of one call to Google or a CalDAV server. */
    CALENDAR_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Tries of one provider call that hit a rate limit or a server error, with exponential back-off. */
    CALENDAR_RETRY_ATTEMPTS: z.coerce.number().int().min(0).max(10).default(3),
    /** Provider calls one person's sync may make per minute, so one busy account cannot starve the others. */
    CALENDAR_CALLS_PER_PERSON_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Where Google can reach FLOW (https in production): set, Google calendars are pushed (events.watch), not polled. */
    PUBLIC_WEBHOOK_BASE_URL: z.url().optional(),
    /** Lifetime asked for a push channel, and how long before its end it is renewed. */
    GOOGLE_CHANNEL_TTL_SECONDS: seconds(7 * 86_400),
    GOOGLE_CHANNEL_RENEW_BEFORE_SECONDS: seconds(86_400),
    /** CalDAV servers on loopback/private addresses (default: allowed except in production). */
    CALDAV_ALLOW_PRIVATE_HOSTS: flag,
    /** How long the feed keeps FLOW events in the past and future, and how many days of rhythm blocks. */
    CALENDAR_FEED_PAST_DAYS: z.coerce.number().int().min(0).max(366).default(30),
    CALENDAR_FEED_FUTURE_DAYS: z.coerce.number().int().min(1).max(732).default(180),
    CALENDAR_FEED_RHYTHM_DAYS: z.coerce.number().int().min(0).max(31).default(14),
    /** How often "Protect my peak" looks for plans that are due (a change of the day asks at once). */
    CALENDAR_PEAK_POLL_SECONDS: seconds(30),
  })
  .transform((env) => ({
    ...env,
    googleClientId: env.GOOGLE_CALENDAR_CLIENT_ID ?? env.GOOGLE_CLIENT_ID,
    googleClientSecret: env.GOOGLE_CALENDAR_CLIENT_SECRET ?? env.GOOGLE_CLIENT_SECRET,
    allowPrivateCaldavHosts: env.CALDAV_ALLOW_PRIVATE_HOSTS ?? env.NODE_ENV !== 'production',
  }))
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.CALENDAR_TOKEN_KEY) {
      ctx.addIssue({ code: 'custom', path: ['CALENDAR_TOKEN_KEY'], message: 'required in production (32 bytes in base64: openssl rand -base64 32)' });
    }
  });
export type CalendarSyncEnv = z.infer<typeof CalendarSyncEnv>;
export const CALENDAR_SYNC_ENV = Symbol('CALENDAR_SYNC_ENV');
