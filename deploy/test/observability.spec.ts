import { registry } from '@flow/platform';
import { read, readYaml, SERVER_APPS } from './repo';

/** Names of the metrics a PromQL text uses (ours, the Node.js ones and the Kubernetes ones). */
const metricNames = (expr: string) => [...expr.matchAll(/\b((?:flow|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!);
/** A histogram is queried by its series: _bucket, _count, _sum. */
const family = (name: string) => name.replace(/_(bucket|count|sum)$/, '');

const alerts = readYaml<{ groups: { name: string; rules: { alert: string; expr: string; labels: { severity: string }; annotations: { summary: string } }[] }[] }>('deploy/observability/alerts.yml');
const dashboard = JSON.parse(read('deploy/observability/grafana/dashboards/flow.json'));
const panels = dashboard.panels.filter((p: { type: string }) => p.type !== 'row');

describe('deploy/observability', () => {
  const registered = async () => new Set((await registry.getMetricsAsJSON()).map((m) => m.name));

  it('alerts on error rate, p99 latency, outbox lag, consumer lag and pod restarts, with metrics the apps expose', async () => {
    const names = alerts.groups.flatMap((g) => g.rules.map((r) => r.alert));
    expect(names).toEqual(expect.arrayContaining(['FlowHttpErrorRateHigh', 'FlowNatsErrorRateHigh', 'FlowHttpLatencyP99High', 'FlowNatsLatencyP99High', 'FlowOutboxLagHigh', 'FlowConsumerLagHigh', 'FlowPodRestarting']));
    const known = await registered();
    for (const rule of alerts.groups.flatMap((g) => g.rules)) {
      expect(['critical', 'warning']).toContain(rule.labels.severity);
      expect(rule.annotations.summary).toBeTruthy();
      for (const name of metricNames(rule.expr)) expect({ alert: rule.alert, name, known: known.has(family(name)) }).toEqual({ alert: rule.alert, name, known: true });
    }
    expect(alerts.groups.flatMap((g) => g.rules).find((r) => r.alert === 'FlowPodRestarting')!.expr).toContain('kube_pod_container_status_restarts_total');
  });

  it('has a dashboard whose every panel queries metrics the apps expose', async () => {
    const known = await registered();
    const titles = panels.map((p: { title: string }) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['HTTP request rate', 'HTTP error ratio (5xx)', 'HTTP latency', 'NATS request rate by subject', 'NATS errors by subject', 'NATS latency p99 by subject', 'Outbox lag', 'Consumer pending', 'Socket connections', 'Cache hit ratio', 'Pod restarts (15 min)']));
    expect(new Set(dashboard.panels.map((p: { id: number }) => p.id)).size).toBe(dashboard.panels.length);
    for (const panel of panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const target of panel.targets) for (const name of metricNames(target.expr)) expect({ panel: panel.title, name, known: known.has(family(name)) }).toEqual({ panel: panel.title, name, known: true });
    }
  });

  it('scrapes every app on its health port under docker compose', () => {
    const prometheus = readYaml('deploy/observability/prometheus.yml');
    const targets = prometheus.scrape_configs.flatMap((c: { static_configs: { targets: string[] }[] }) => c.static_configs.flatMap((s) => s.targets));
    expect(targets.sort()).toEqual(SERVER_APPS.map((a) => `${a}:9000`).sort());
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
