import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));
const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** NOTIFY_*, VAPID_* and the mail settings (the same as identity's) of daily-flow's notifications. */
export const NotificationsEnv = z
  .object({
    NODE_ENV: z.string().default('development'),
    APP_ORIGIN: z.string().default('http://localhost:8080'),
    /** VAPID key pair (base64url, as `web-push generate-vapid-keys` prints): required in production. */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    /** Who the push services may contact about our pushes: a mailto: or https: address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, 'a mailto: or https: address')
      .default('mailto:notifications@flow.local'),
    /** Run the sending worker and the planner in this replica. */
    NOTIFY_WORKER: flag,
    /** The longest the worker waits before looking for due notifications and retries again (it wakes at the next due time, and on a test send). */
    NOTIFY_POLL_MS: int(1000, 50, 60_000),
    NOTIFY_BATCH_SIZE: int(200, 1, 5000),
    /** Pushes in flight at once per replica. */
    NOTIFY_CONCURRENCY: int(50, 1, 1000),
    /** Worker threads that encrypt pushes (the ECDH of RFC 8291 is most of a push's CPU); 0: in the main thread. */
    NOTIFY_ENCRYPT_THREADS: int(1, 0, 64),
    /** A notification found due later than this (a restart, an outage) is dropped, not sent. */
    NOTIFY_LATE_LIMIT_SECONDS: int(300, 0, 86_400),
    /** Attempts per device before a push is given up; the wait doubles from NOTIFY_RETRY_BASE_MS (or the push service's Retry-After). */
    NOTIFY_MAX_ATTEMPTS: int(5, 1, 20),
    NOTIFY_RETRY_BASE_MS: int(2000, 10, 3_600_000),
    NOTIFY_PUSH_TIMEOUT_MS: int(10_000, 100, 60_000),
    /** How long a push service keeps an undelivered push (the device is offline). */
    NOTIFY_PUSH_TTL_SECONDS: int(900, 0, 86_400),
    /** How often the planner looks for people whose plan must be (re)made. */
    NOTIFY_PLAN_POLL_MS: int(2000, 100, 600_000),
    /** Push endpoints on loopback/private addresses and plain http (default: allowed except in production). */
    NOTIFY_ALLOW_PRIVATE_ENDPOINTS: flag,
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('FLOW <no-reply@flow.local>'),
    MAIL_OUTBOX_DIR: z.string().default('.flow/mail'),
  })
  .transform((env) => ({
    ...env,
    worker: env.NOTIFY_WORKER ?? true,
    allowPrivateEndpoints: env.NOTIFY_ALLOW_PRIVATE_ENDPOINTS ?? env.NODE_ENV !== 'production',
  }))
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required in production (npx web-push generate-vapid-keys)' });
    }
  });
export type NotificationsEnv = z.infer<typeof NotificationsEnv>;
export const NOTIFICATIONS_ENV = Symbol('NOTIFICATIONS_ENV');
