import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

export const GatewayEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where people open the app; CORS, cookies and e-mailed links are tied to it. */
  APP_ORIGIN: z.url().default('http://localhost:8080'),
  /** Take the client IP from X-Forwarded-For (behind an ingress). Off: the socket address. */
  TRUST_PROXY: flag,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  AUTH_FAILED_SIGNIN_LIMIT: z.coerce.number().int().min(1).default(10),
  /** User searches (Co-Flow) per person per minute. */
  COFLOW_SEARCH_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Event creates, changes and deletes per person per minute. */
  EVENT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(3600),
  /** Test pushes (POST /api/notifications/test) per person per hour. */
  TEST_PUSHES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** Largest request body: bytes, or with a unit (`512kb`, `1mb`). */
  BODY_LIMIT: z
    .string()
    .regex(/^\d+\s*(b|kb|mb)?$/i, 'BODY_LIMIT: a size such as 1mb')
    .default('1mb'),
  /** OpenAPI at /api/docs: on by default outside production; in production only when set to true. */
  API_DOCS: z.enum(['true', 'false', '1', '0', '']).optional(),
});
export type GatewayEnv = z.infer<typeof GatewayEnv>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');

const UNIT_BYTES: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

export function bodyLimitBytes(limit: string): number {
  const [, amount, unit] = /^(\d+)\s*(b|kb|mb)?$/i.exec(limit)!;
  return Number(amount) * UNIT_BYTES[(unit ?? 'b').toLowerCase()]!;
}

/** The API description tells an attacker every route: production serves it only when asked to. */
export function apiDocsEnabled(config: GatewayEnv, env: Record<string, string | undefined>): boolean {
  if (config.API_DOCS === undefined || config.API_DOCS === '') return env.NODE_ENV !== 'production';
  return config.API_DOCS === 'true' || config.API_DOCS === '1';
}
