import { z } from 'zod';

/** Variables every service reads. Defaults are safe for a local machine; production sets them all. */
export const BaseEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Sentinels (`host:port,…`): set, Redis is the primary they name, followed across a failover. */
  REDIS_SENTINELS: z.string().optional(),
  REDIS_SENTINEL_NAME: z.string().default('mymaster'),
  /** Port of the small HTTP listener for /health/* and /metrics. */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Address it binds: loopback unless a scraper on another host needs it (Kubernetes, compose set 0.0.0.0). */
  HEALTH_HOST: z.string().min(1).default('127.0.0.1'),
  NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  /** Copies of the FLOW stream in a JetStream cluster (3 on Kubernetes; 1 on a single server). */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** `false`: a replica for background work only (sending notifications, relaying the outbox) that answers no requests. */
  SERVE_REQUESTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export const DatabaseEnv = z.object({ DATABASE_URL: z.string().min(1) });

export class ConfigError extends Error {}

/**
 * Parses the environment with one schema at start-up and fails fast, naming every bad or missing
 * variable at once, so a misconfigured deploy says exactly what to fix.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = env[String(issue.path[0])];
    return `  - ${name}: ${issue.message}${value === undefined ? ' (not set)' : ''}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
