import { collectProcessMetrics, registry } from '@flow/platform';
import { read, readYaml, SERVER_APPS } from './repo';

/** Names of the metrics a PromQL text uses (ours, the Node.js ones and the Kubernetes ones). */
const metricNames = (expr: string) => [...expr.matchAll(/\b((?:flow|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!);
/** Metrics of the servers under FLOW, by the exporter that gives them (scraped: see the last tests). */
const INFRA_SOURCES: Record<string, RegExp> = {
  nats: /^nats_/,
  postgres: /^cnpg_/,
  redis: /^redis_/,
  'cert-manager': /^certmanager_/,
  'kube-state-metrics': /^kube_/,
};
const infraMetricNames = (expr: string) => [...expr.matchAll(/\b((?:nats|cnpg|redis|certmanager|kube)_[a-z0-9_]+)/g)].map((m) => m[1]!);
/** A histogram is queried by its series: _bucket, _count, _sum. */
const family = (name: string) => name.replace(/_(bucket|count|sum)$/, '');

const alerts = readYaml<{
  groups: { name: string; rules: { alert: string; expr: string; labels: { severity: string }; annotations: { summary: string } }[] }[];
}>('deploy/observability/alerts.yml');
const dashboard = JSON.parse(read('k8s/components/monitoring/dashboards/flow.json'));
const panels = dashboard.panels.filter((p: { type: string }) => p.type !== 'row');

describe('deploy/observability', () => {
  // The process metrics too, as a service's health server starts them.
  beforeAll(() => collectProcessMetrics());
  const registered = async () => new Set((await registry.getMetricsAsJSON()).map((m) => m.name));

  it('alerts on error rate, p99 latency, outbox lag, consumer lag and pod restarts, with metrics the apps expose', async () => {
    const names = alerts.groups.flatMap((g) => g.rules.map((r) => r.alert));
    expect(names).toEqual(
      expect.arrayContaining([
        'FlowHttpErrorRateHigh',
        'FlowNatsErrorRateHigh',
        'FlowHttpLatencyP99High',
        'FlowNatsLatencyP99High',
        'FlowOutboxLagHigh',
        'FlowConsumerLagHigh',
        'FlowPodRestarting',
      ]),
    );
    const known = await registered();
    for (const rule of alerts.groups.flatMap((g) => g.rules)) {
      expect(['critical', 'warning']).toContain(rule.labels.severity);
      expect(rule.annotations.summary).toBeTruthy();
      for (const name of metricNames(rule.expr))
        expect({ alert: rule.alert, name, known: known.has(family(name)) }).toEqual({ alert: rule.alert, name, known: true });
    }
    expect(alerts.groups.flatMap((g) => g.rules).find((r) => r.alert === 'FlowPodRestarting')!.expr).toContain('kube_pod_container_status_restarts_total');
  });

  it('alerts on the servers under FLOW: JetStream lag, dead letters, backup age, replica lag, Redis, certificates', () => {
    const rules = Object.fromEntries(alerts.groups.flatMap((g) => g.rules).map((r) => [r.alert, r]));
    const uses = (alert: string, ...metrics: string[]) =>
      expect({ alert, metrics: infraMetricNames(rules[alert]?.expr ?? '') }).toEqual({ alert, metrics: expect.arrayContaining(metrics) });
    uses('FlowJetStreamConsumerLag', 'nats_consumer_num_pending');
    uses('FlowJetStreamRedeliveries', 'nats_consumer_num_redelivered');
    uses('FlowDeadLettersGrowing', 'nats_stream_total_messages');
    expect(rules.FlowDeadLettersGrowing!.expr).toContain('stream_name="FLOW_DLQ"');
    uses('FlowPostgresBackupTooOld', 'cnpg_collector_last_available_backup_timestamp');
    expect(rules.FlowPostgresBackupTooOld!.expr).toMatch(/> 26 \* 3600$/);
    uses('FlowPostgresWalArchivingFailing', 'cnpg_pg_stat_archiver_seconds_since_last_archival', 'cnpg_pg_stat_archiver_failed_count');
    uses('FlowPostgresReplicaLag', 'cnpg_pg_replication_lag');
    uses('FlowJetStreamBackupTooOld', 'kube_cronjob_status_last_successful_time');
    expect(rules.FlowJetStreamBackupTooOld!.expr).toContain('cronjob="nats-stream-backup"');
    uses('FlowRedisNoPrimary', 'redis_instance_info');
    uses('FlowRedisReplicaMissing', 'redis_connected_slaves');
    uses('FlowCertificateExpiringSoon', 'certmanager_certificate_expiration_timestamp_seconds');
    expect(rules.FlowRedisFallbackInUse!.expr).toContain('flow_redis_fallback_total');
  });

  it('draws the servers under FLOW on the dashboard, from metrics their exporters give', () => {
    const titles = panels.map((p: { title: string }) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'JetStream consumer pending',
        'JetStream redeliveries and ack pending',
        'Dead letters',
        'JetStream backup age',
        'PostgreSQL replication lag',
        'Last base backup age',
        'WAL archiving',
        'Redis up and replicas',
        'Redis fallbacks',
        'Certificate expiry',
      ]),
    );
    const rows = dashboard.panels.filter((p: { type: string }) => p.type === 'row').map((p: { title: string }) => p.title);
    expect(rows).toEqual(expect.arrayContaining(['JetStream', 'PostgreSQL', 'Redis']));
    for (const expr of [
      ...panels.flatMap((p: { targets: { expr: string }[] }) => p.targets.map((t) => t.expr)),
      ...alerts.groups.flatMap((g) => g.rules.map((r) => r.expr)),
    ]) {
      for (const name of infraMetricNames(expr))
        expect({ name, source: Object.entries(INFRA_SOURCES).some(([, prefix]) => prefix.test(name)) }).toEqual({ name, source: true });
    }
    // No two panels overlap on the grid.
    const cells = new Set<string>();
    for (const { gridPos: g } of dashboard.panels)
      for (let x = g.x; x < g.x + g.w; x++)
        for (let y = g.y; y < g.y + g.h; y++) {
          expect(cells.has(`${x},${y}`)).toBe(false);
          cells.add(`${x},${y}`);
        }
  });

  it('has a dashboard whose every panel queries metrics the apps expose', async () => {
    const known = await registered();
    const titles = panels.map((p: { title: string }) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'HTTP request rate',
        'HTTP error ratio (5xx)',
        'HTTP latency',
        'NATS request rate by subject',
        'NATS errors by subject',
        'NATS latency p99 by subject',
        'Outbox lag',
        'Consumer pending',
        'Socket connections',
        'Cache hit ratio',
        'Pod restarts (15 min)',
      ]),
    );
    expect(new Set(dashboard.panels.map((p: { id: number }) => p.id)).size).toBe(dashboard.panels.length);
    for (const panel of panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const target of panel.targets)
        for (const name of metricNames(target.expr))
          expect({ panel: panel.title, name, known: known.has(family(name)) }).toEqual({ panel: panel.title, name, known: true });
    }
  });

  it('scrapes every app on its health port, and NATS, Redis and PostgreSQL through exporters, under docker compose', () => {
    const prometheus = readYaml('deploy/observability/prometheus.yml');
    const targetsOf = (job: string) =>
      prometheus.scrape_configs
        .filter((c: { job_name: string }) => c.job_name === job)
        .flatMap((c: { static_configs: { targets: string[] }[] }) => c.static_configs.flatMap((s) => s.targets));
    expect(targetsOf('flow').sort()).toEqual(SERVER_APPS.map((a) => `${a}:9000`).sort());
    const compose = readYaml('docker-compose.yml');
    for (const [job, service] of [
      ['nats', 'nats-exporter'],
      ['redis', 'redis-exporter'],
      ['postgres', 'postgres-exporter'],
    ] as const) {
      expect(targetsOf(job)).toHaveLength(1);
      expect(targetsOf(job)[0]!.split(':')[0]).toBe(service);
      expect(compose.services[service].healthcheck.test.join(' ')).toContain(`:${targetsOf(job)[0]!.split(':')[1]}/`);
    }
    expect(compose.services['nats-exporter'].command).toContain('-jsz=all');
    expect(prometheus.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
  });

  it('wires the collector pipeline from OTLP to Jaeger with components that are defined', () => {
    const collector = readYaml('deploy/observability/otel-collector.yaml');
    const pipeline = collector.service.pipelines.traces;
    for (const receiver of pipeline.receivers) expect(collector.receivers).toHaveProperty(receiver);
    for (const processor of pipeline.processors) expect(collector.processors).toHaveProperty([processor]);
    for (const exporter of pipeline.exporters) expect(collector.exporters).toHaveProperty([exporter]);
    expect(collector.receivers.otlp.protocols.http.endpoint).toBe('0.0.0.0:4318');
    expect(readYaml('docker-compose.yml').services.identity.environment.OTEL_EXPORTER_OTLP_ENDPOINT).toContain('http://otel-collector:4318');
  });
});
