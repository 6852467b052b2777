import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * A Redis client that reconnects by itself. Commands issued while Redis is down fail fast
 * (no offline queue), so callers can fall back (e.g. compute uncached) instead of hanging.
 */
export async function createRedis(url: string, onError: (error: unknown) => void): Promise<RedisClient> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000), connectTimeout: 2000 },
  });
  client.on('error', onError);
  await client.connect();
  return client;
}
