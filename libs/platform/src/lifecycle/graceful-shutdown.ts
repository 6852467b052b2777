import type http from 'node:http';
import { metrics } from '../health/metrics';

/** How long a replica waits for its in-flight work before it stops anyway (below Kubernetes' 30 s grace period). */
export const DRAIN_TIMEOUT_MS = 20_000;

export interface DrainStep {
  name: string;
  /** Stop taking new work and wait for the work in hand; resolves with how many were in flight. */
  drain(timeoutMs: number): Promise<number>;
}

/**
 * One per process (like the metrics registry): what must finish before the connections close.
 * SIGTERM → `begin()` flips readiness to 503 and runs every drain step in parallel: the RPC server
 * stops taking requests (its queue-group peers get them) and finishes the ones in hand, the HTTP
 * server stops accepting and finishes its requests. Only then are consumers, the outbox relay and
 * the connections stopped (PlatformModule's shutdown hooks).
 */
export class GracefulShutdown {
  private steps: DrainStep[] = [];
  private drained?: Promise<Record<string, number>>;

  get draining(): boolean {
    return this.drained !== undefined;
  }

  register(step: DrainStep): void {
    this.steps.push(step);
  }

  begin(timeoutMs = DRAIN_TIMEOUT_MS): Promise<Record<string, number>> {
    this.drained ??= Promise.all(this.steps.map(async (step) => [step.name, await step.drain(timeoutMs).catch(() => 0)] as const)).then(Object.fromEntries);
    return this.drained;
  }
}

export const gracefulShutdown = new GracefulShutdown();

/** Settles when every promise in the set has settled (new ones included) or the time is up. */
export async function waitForIdle(inFlight: Set<Promise<unknown>>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (inFlight.size > 0 && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => (timer = setTimeout(r, deadline - Date.now())))]);
    clearTimeout(timer);
  }
}

/**
 * Counts the requests an HTTP server is serving and, on drain, stops accepting connections,
 * lets every started request finish, then closes the idle keep-alive connections. WebSocket
 * upgrades are not requests: the realtime gateway closes those itself with a reconnect hint.
 */
export function drainableHttpServer(server: http.Server): DrainStep {
  const inFlight = new Set<Promise<unknown>>();
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    metrics.httpInFlight.inc();
    const done = new Promise<void>((resolve) => res.once('close', resolve));
    inFlight.add(done);
    void done.then(() => {
      inFlight.delete(done);
      metrics.httpInFlight.dec();
    });
  });
  return {
    name: 'http',
    async drain(timeoutMs) {
      const count = inFlight.size;
      // Stop accepting; requests on open connections already started still finish.
      if (server.listening) server.close();
      // Answers sent while draining tell keep-alive clients to reconnect (to another replica).
      server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
        if (!res.headersSent) res.setHeader('connection', 'close');
      });
      await waitForIdle(inFlight, timeoutMs);
      server.closeIdleConnections();
      return count;
    },
  };
}
