export interface TestInfra {
  NATS_URL: string;
  REDIS_URL: string;
  PG_BASE_URL: string;
  databaseUrls: Record<string, string>;
}

export function testInfra(): TestInfra {
  const raw = process.env.FLOW_TEST_INFRA;
  if (!raw) throw new Error('FLOW_TEST_INFRA is not set: run integration tests through `npm test` or jest --selectProjects integration');
  return JSON.parse(raw) as TestInfra;
}

/** Environment for one service in a test: real servers, quiet logs, any free health port. */
export function serviceEnv(service: string, extra: Record<string, string> = {}): Record<string, string> {
  const infra = testInfra();
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NATS_URL: infra.NATS_URL,
    REDIS_URL: infra.REDIS_URL,
    HEALTH_PORT: '0',
    ...(infra.databaseUrls[service] ? { DATABASE_URL: infra.databaseUrls[service] } : {}),
    ...extra,
  };
}
