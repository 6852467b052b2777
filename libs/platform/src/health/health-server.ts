import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulShutdown } from '../lifecycle/graceful-shutdown';
import { collectProcessMetrics, registry } from './metrics';

export type ReadinessCheck = () => Promise<void>;

/**
 * The small HTTP listener every service has beside its NATS transport: /health/live answers while
 * the process runs, /health/ready really checks each dependency, /metrics is for Prometheus.
 */
export class HealthServer {
  private server?: http.Server;

  constructor(private readonly checks: Record<string, ReadinessCheck>) {}

  async readiness(): Promise<{ ok: boolean; checks: Record<string, string> }> {
    // A replica that is shutting down takes no new work: the load balancer should stop sending it.
    if (gracefulShutdown.draining) return { ok: false, checks: { shutdown: 'draining' } };
    const results: Record<string, string> = {};
    let ok = true;
    await Promise.all(
      Object.entries(this.checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000);
          results[name] = 'ok';
        } catch (error) {
          ok = false;
          results[name] = error instanceof Error ? error.message : 'failed';
        }
      }),
    );
    return { ok, checks: results };
  }

  async listen(port: number, host = '127.0.0.1'): Promise<number> {
    collectProcessMetrics();
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    // Prometheus keeps its scrape connection alive; do not wait for it to time out.
    this.server.closeAllConnections();
    await closed;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health/live') return send(res, 200, { status: 'ok' });
    if (path === '/health/ready') {
      const { ok, checks } = await this.readiness();
      return send(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', checks });
    }
    if (path === '/metrics') {
      res.writeHead(200, { 'content-type': registry.contentType });
      return res.end(await registry.metrics());
    }
    send(res, 404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  }
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}
