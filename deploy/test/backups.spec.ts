import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STREAM_NAME } from '@flow/contracts';
import { read, readYaml, render, ROOT } from './repo';

// Data safety on Kubernetes and under compose: continuous PostgreSQL archiving and daily base backups
// to S3-compatible storage (MinIO in the dev overlay), JetStream stream backups, Redis with Sentinel,
// the servers scraped, and the point-in-time recovery script run against a recording kubectl.
const rendered = { dev: render('dev'), prod: render('prod') };
const named = (objects: any[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const config = (objects: any[], name: string) =>
  objects.find((o) => o.kind === 'ConfigMap' && (o.metadata.name === name || o.metadata.name.startsWith(`${name}-`))).data;
const createdSecretKeys = (name: string) => {
  const script = read('deploy/k8s/create-secrets.sh');
  const line = script
    .slice(script.indexOf(`create secret generic ${name}`))
    .split('\n')
    .slice(0, 2)
    .join(' ');
  return [...line.matchAll(/--from-literal=([A-Z_]+)=/g)].map((m) => m[1]);
};
/** Six-field CloudNativePG cron (seconds first) or five-field Kubernetes cron: true when it fires once a day. */
const daily = (cron: string) => {
  const fields = cron.trim().split(/\s+/);
  const [minute, hour, day, month, weekday] = fields.length === 6 ? fields.slice(1) : fields;
  return /^\d+$/.test(minute!) && /^\d+$/.test(hour!) && day === '*' && month === '*' && weekday === '*';
};

describe.each(['dev', 'prod'] as const)('backups in k8s/overlays/%s', (overlay) => {
  const objects = rendered[overlay];
  const cluster = named(objects, 'Cluster', 'flow-pg');
  const backup = config(objects, 'flow-backup');

  it('archives WAL continuously and keeps 30 days of base backups in the bucket of flow-backup, with keys from a Secret', () => {
    const store = cluster.spec.backup.barmanObjectStore;
    expect(cluster.spec.backup.retentionPolicy).toBe('30d');
    expect(store.destinationPath).toMatch(new RegExp(`^s3://${backup.S3_BUCKET}/`));
    expect(store.wal.compression).toBe('gzip');
    expect(store.s3Credentials).toEqual({
      accessKeyId: { name: 'flow-backup-s3', key: 'ACCESS_KEY_ID' },
      secretAccessKey: { name: 'flow-backup-s3', key: 'ACCESS_SECRET_KEY' },
    });
    expect(createdSecretKeys('flow-backup-s3').sort()).toEqual(['ACCESS_KEY_ID', 'ACCESS_SECRET_KEY']);
    if (overlay === 'dev') expect(store.endpointURL).toBe(backup.S3_ENDPOINT);
    else expect(store.endpointURL).toBeUndefined(); // AWS S3 itself
  });

  it('takes a base backup every day with a ScheduledBackup of the cluster', () => {
    const scheduled = objects.filter((o) => o.kind === 'ScheduledBackup');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].spec).toMatchObject({ cluster: { name: 'flow-pg' }, method: 'barmanObjectStore', backupOwnerReference: 'self' });
    expect(scheduled[0].spec.schedule.split(' ')).toHaveLength(6);
    expect(daily(scheduled[0].spec.schedule)).toBe(true);
    expect(daily('0 0 */6 * * *')).toBe(false);
  });

  it('acknowledges a commit only once a standby has it where there is a standby (no acknowledged write lost on failover)', () => {
    const standbys = cluster.spec.instances - 1;
    expect(cluster.spec.minSyncReplicas).toBe(Math.min(1, standbys));
    expect(cluster.spec.maxSyncReplicas).toBe(Math.min(1, standbys));
  });

  it('backs up both JetStream streams daily to the same bucket, reaching NATS and the store through the network policies', () => {
    const cron = named(objects, 'CronJob', 'nats-stream-backup');
    expect(daily(cron.spec.schedule)).toBe(true);
    expect(cron.spec.concurrencyPolicy).toBe('Forbid');
    const pod = cron.spec.jobTemplate.spec.template;
    const script = pod.spec.initContainers[0].args[0];
    for (const stream of [STREAM_NAME, `${STREAM_NAME}_DLQ`]) expect(script).toContain(stream);
    expect(script).toContain('stream backup');
    const upload = pod.spec.containers[0];
    expect(upload.args[0]).toContain('store/$S3_BUCKET/jetstream/');
    expect(upload.args[0]).toContain('--older-than 30d');
    expect(upload.env.filter((e: any) => e.valueFrom?.configMapKeyRef).map((e: any) => e.valueFrom.configMapKeyRef.name)).toEqual([
      'flow-backup',
      'flow-backup',
    ]);
    const labels = pod.metadata.labels;
    const policy = named(objects, 'NetworkPolicy', 'flow-backup-jobs');
    expect(Object.entries(policy.spec.podSelector.matchLabels).every(([k, v]) => labels[k] === v)).toBe(true);
    const nats = named(objects, 'NetworkPolicy', 'nats-ingress').spec.ingress[0].from[0].podSelector.matchExpressions;
    expect(nats.find((e: any) => e.key === 'app.kubernetes.io/component').values).toContain(labels['app.kubernetes.io/component']);
  });

  it(overlay === 'dev' ? 'runs MinIO as the object store, with the bucket made and reachable by PostgreSQL and the jobs' : 'runs no MinIO', () => {
    const minio = named(objects, 'Deployment', 'minio');
    if (overlay === 'prod') return expect(minio).toBeUndefined();
    const endpoint = new URL(backup.S3_ENDPOINT);
    const service = named(objects, 'Service', endpoint.hostname);
    expect(service.spec.ports.map((p: any) => p.port)).toContain(Number(endpoint.port));
    expect(service.spec.selector).toEqual(minio.spec.selector.matchLabels);
    const env = Object.fromEntries(minio.spec.template.spec.containers[0].env.map((e: any) => [e.name, e.valueFrom.secretKeyRef]));
    expect(env).toEqual({
      MINIO_ROOT_USER: { name: 'flow-backup-s3', key: 'ACCESS_KEY_ID' },
      MINIO_ROOT_PASSWORD: { name: 'flow-backup-s3', key: 'ACCESS_SECRET_KEY' },
    });
    expect(named(objects, 'Job', 'minio-bucket').spec.template.spec.containers[0].args[0]).toContain('mc mb --ignore-existing "store/$S3_BUCKET"');
    const ingress = named(objects, 'NetworkPolicy', 'minio-ingress').spec.ingress[0].from.map((f: any) => f.podSelector.matchLabels);
    expect(ingress).toContainEqual({ 'cnpg.io/cluster': 'flow-pg' });
  });

  it('reaches Redis through Sentinel where Redis runs with replicas, and directly where it runs alone', () => {
    const flow = config(objects, 'flow-config');
    const values = readYaml(overlay === 'prod' ? 'deploy/helm/redis-values.yaml' : 'deploy/helm/redis-values.dev.yaml');
    if (overlay === 'dev') {
      expect(values.architecture).toBe('standalone');
      return expect(flow.REDIS_SENTINELS).toBe('');
    }
    expect(values).toMatchObject({ architecture: 'replication', sentinel: { enabled: true, masterSet: flow.REDIS_SENTINEL_NAME, quorum: 2 } });
    expect(values.replica.replicaCount).toBeGreaterThanOrEqual(3);
    expect(flow.REDIS_SENTINELS).toBe('flow-redis:26379');
    const egress = named(objects, 'NetworkPolicy', 'flow-apps-to-infrastructure').spec.egress.find(
      (e: any) => e.to[0].podSelector?.matchLabels?.['app.kubernetes.io/instance'] === 'flow-redis',
    );
    expect(egress.ports.map((p: any) => p.port).sort()).toEqual([26379, 6379]);
  });
});

describe('monitoring of the servers (prod)', () => {
  const objects = rendered.prod;

  it('scrapes CloudNativePG, NATS (with JetStream consumers) and Redis exporters with PodMonitors', () => {
    expect(named(objects, 'PodMonitor', 'flow-pg').spec).toMatchObject({
      selector: { matchLabels: { 'cnpg.io/cluster': 'flow-pg' } },
      podMetricsEndpoints: [{ port: 'metrics' }],
    });
    expect(named(objects, 'PodMonitor', 'flow-nats').spec).toMatchObject({
      selector: { matchLabels: { 'app.kubernetes.io/instance': 'flow-nats' } },
      podMetricsEndpoints: [{ port: 'prom-metrics' }],
    });
    expect(named(objects, 'PodMonitor', 'flow-redis').spec).toMatchObject({
      selector: { matchLabels: { 'app.kubernetes.io/instance': 'flow-redis' } },
      podMetricsEndpoints: [{ port: 'metrics' }],
    });
    const nats = readYaml('deploy/helm/nats-values.yaml').promExporter;
    expect(nats.enabled).toBe(true);
    expect(nats.patch[0].value).toContain('-jsz=all');
    expect(readYaml('deploy/helm/redis-values.yaml').metrics.enabled).toBe(true);
    for (const monitor of objects.filter((o) => o.kind === 'PodMonitor')) expect(monitor.metadata.labels.release).toBe('kube-prometheus-stack');
  });

  it('provisions the Grafana dashboard as a ConfigMap the Grafana sidecar loads, the same file compose mounts', () => {
    const dashboard = named(objects, 'ConfigMap', 'flow-dashboard');
    expect(dashboard.metadata.labels.grafana_dashboard).toBe('1');
    expect(dashboard.data['flow.json']).toBe(read('k8s/components/monitoring/dashboards/flow.json'));
    const grafana = readYaml('docker-compose.yml').services.grafana;
    expect(grafana.volumes).toContain('./k8s/components/monitoring/dashboards:/var/lib/grafana/dashboards:ro');
    expect(named(rendered.dev, 'ConfigMap', 'flow-dashboard')).toBeUndefined();
  });
});

describe('docker compose backups', () => {
  const compose = readYaml('docker-compose.yml');

  it('dumps every flow_* database and the keys daily, keeps 30 days, and mirrors them to MinIO', () => {
    const script = compose.services.backup.command[0] as string;
    expect(script).toContain("datname like 'flow\\_%'");
    expect(script).toContain('pg_dump --format=custom');
    expect(script).toContain('cp /keys/*');
    expect(script).toContain('sleep 86400');
    expect(script).toContain('-mtime +30');
    expect(compose.services.backup.volumes).toEqual(expect.arrayContaining(['backups:/backups', 'keys:/keys:ro']));
    const upload = compose.services['backup-upload'];
    expect(upload.command[0]).toContain('mc mirror --watch');
    expect(upload.volumes).toContain('backups:/backups:ro');
    expect(upload.depends_on.minio.condition).toBe('service_healthy');
    expect(compose.services.minio.environment.MINIO_ROOT_PASSWORD).toBe(upload.environment.MINIO_ROOT_PASSWORD);
  });
});

describe('deploy/k8s/restore.sh (point-in-time recovery)', () => {
  const script = path.join(ROOT, 'deploy/k8s/restore.sh');
  const store = {
    destinationPath: 's3://flow-backups/postgres',
    endpointURL: 'http://minio:9000',
    s3Credentials: { accessKeyId: { name: 'flow-backup-s3', key: 'ACCESS_KEY_ID' } },
  };

  /** Runs the script with a kubectl that records its calls and answers like a cluster would. */
  function runRestore(time: string, clusterStore: object = store) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-restore-'));
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(dir, 'store.json'), JSON.stringify(clusterStore));
    fs.writeFileSync(
      path.join(bin, 'kubectl'),
      `#!/bin/sh
printf '%s\\n' "$*" >> "${dir}/calls"
case "$*" in
  *"get cluster flow-pg -o jsonpath"*) cat "${dir}/store.json" ;;
  *"get deployment"*"-o jsonpath"*) printf 'gateway=2\\nidentity=3\\n' ;;
  *"get cluster flow-pg -o yaml"*) printf 'apiVersion: postgresql.cnpg.io/v1\\nkind: Cluster\\nmetadata:\\n  name: flow-pg\\n  uid: abc\\nspec:\\n  instances: 3\\n' ;;
  "patch --local"*) for a in "$@"; do last="$prev"; prev="$a"; case "$last" in -p) printf '%s' "$a" > "${dir}/patch.json" ;; esac; done; echo "kind: Cluster" ;;
  "-n flow apply -f -") cat > "${dir}/applied.yaml" ;;
esac
`,
      { mode: 0o755 },
    );
    const run = spawnSync('sh', [script, time], { cwd: dir, env: { ...process.env, PATH: `${bin}:${process.env.PATH}` }, encoding: 'utf8' });
    const calls = fs.existsSync(path.join(dir, 'calls')) ? fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n') : [];
    const patch = fs.existsSync(path.join(dir, 'patch.json')) ? JSON.parse(fs.readFileSync(path.join(dir, 'patch.json'), 'utf8')) : undefined;
    const saved = fs.readdirSync(dir).filter((f) => f.startsWith('flow-pg-before-'));
    fs.rmSync(dir, { recursive: true, force: true });
    return { run, calls, patch, saved };
  }

  it('stops the apps, recreates flow-pg by recovery to TIME from the same archive, then starts the apps again', () => {
    const { run, calls, patch, saved } = runRestore('2026-11-20T09:15:00Z');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(saved).toHaveLength(1);
    expect(patch.spec.bootstrap).toEqual({ initdb: null, recovery: { source: 'flow-pg-archive', recoveryTarget: { targetTime: '2026-11-20T09:15:00Z' } } });
    // The archive read is the one the cluster wrote (the cluster's own name as serverName)...
    expect(patch.spec.externalClusters).toEqual([{ name: 'flow-pg-archive', barmanObjectStore: { serverName: 'flow-pg', ...store } }]);
    // ...and the recovered cluster archives under a new name, leaving that timeline intact.
    expect(patch.spec.backup.barmanObjectStore.serverName).toMatch(/^flow-pg-\d{14}$/);
    expect(patch.status).toBeNull();
    expect(patch.metadata.uid).toBeNull();
    const order = (pattern: RegExp) => calls.findIndex((c) => pattern.test(c));
    expect(order(/scale deployment -l .*--replicas=0/)).toBeGreaterThan(-1);
    expect(order(/scale deployment -l .*--replicas=0/)).toBeLessThan(order(/delete cluster flow-pg/));
    expect(order(/delete cluster flow-pg/)).toBeLessThan(order(/apply -f -/));
    expect(order(/apply -f -/)).toBeLessThan(order(/wait cluster\/flow-pg --for=condition=Ready/));
    expect(calls.slice(-2)).toEqual(['-n flow scale deployment gateway --replicas=2', '-n flow scale deployment identity --replicas=3']);
  });

  it('keeps a serverName the cluster already archives under', () => {
    const { patch } = runRestore('2026-11-20T09:15:00Z', { ...store, serverName: 'flow-pg-20261101000000' });
    // JSON with a repeated key keeps the last one: the cluster's own.
    expect(patch.spec.externalClusters[0].barmanObjectStore.serverName).toBe('flow-pg-20261101000000');
  });

  it.each([
    ['', 'no time'],
    ['2026-11-20 09:15', 'not ISO UTC'],
    ['2999-01-01T00:00:00Z', 'in the future'],
  ])('refuses %j (%s) before touching anything', (time) => {
    const { run, calls } = runRestore(time);
    expect(run.status).toBe(2);
    expect(calls).toEqual([]);
  });
});
