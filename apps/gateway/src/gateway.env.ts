import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0', '']).default('false').transform((v) => v === 'true' || v === '1');

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
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  BODY_LIMIT: z.string().default('1mb'),
});
export type GatewayEnv = z.infer<typeof GatewayEnv>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
