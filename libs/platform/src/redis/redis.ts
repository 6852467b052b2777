import { createClient, createSentinel } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** Where Redis is: one server (REDIS_URL) or, on Kubernetes, the primary that Sentinel names. */
export interface RedisTarget {
  url: string;
  /** `host:port` of Sentinels, comma-separated; set, the client asks them for the primary of `sentinelName`. */
  sentinels?: string;
  sentinelName?: string;
}

/**
 * A Redis client that reconnects by itself. Commands issued while Redis is down fail fast
 * (no offline queue), so callers can fall back (e.g. compute uncached) instead of hanging.
 * With Sentinels it follows a failover: the client re-reads the topology and moves to the new primary.
 */
export async function createRedis(target: string | RedisTarget, onError: (error: unknown) => void): Promise<RedisClient> {
  const { url, sentinels, sentinelName } = typeof target === 'string' ? { url: target } : target;
  const socket = { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000), connectTimeout: 2000 };
  if (sentinels) {
    // The password from REDIS_URL (redis://:password@…), for the data nodes and the Sentinels alike.
    const password = new URL(url).password;
    const auth = password ? { password: decodeURIComponent(password) } : {};
    const client = createSentinel({
      name: sentinelName ?? 'mymaster',
      sentinelRootNodes: parseSentinels(sentinels),
      nodeClientOptions: { disableOfflineQueue: true, socket, ...auth },
      sentinelClientOptions: { socket, ...auth },
      scanInterval: 2000,
      passthroughClientErrorEvents: true,
    });
    client.on('error', onError);
    await client.connect();
    // The sentinel client speaks every command the code uses (get, set, multi, eval…); its lifecycle is
    // close()/destroy(), which the single-server client has too.
    return client as unknown as RedisClient;
  }
  const client = createClient({ url, disableOfflineQueue: true, socket });
  client.on('error', onError);
  await client.connect();
  return client;
}

export function parseSentinels(list: string): { host: string; port: number }[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.lastIndexOf(':');
      const host = at > 0 ? entry.slice(0, at) : entry;
      const port = at > 0 ? Number(entry.slice(at + 1)) : 26379;
      if (!host || !Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`REDIS_SENTINELS: "${entry}" is not host:port`);
      return { host, port };
    });
}
