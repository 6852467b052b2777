import net from 'node:net';
import { freePort } from './stack';

const EPHEMERAL_FROM = 32_768;

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

it('offers ports below the ephemeral range, a different one each time', async () => {
  const ports = [await freePort(), await freePort(), await freePort()];
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(EPHEMERAL_FROM);
  }
  expect(new Set(ports).size).toBe(3);
});

it('skips a port something already listens on', async () => {
  const last = await freePort();
  // The next two in its count are taken: neither is offered, and the one offered is free.
  const taken = await Promise.all([listen(last + 1), listen(last + 2)]);
  try {
    const offered = await freePort();
    expect([last + 1, last + 2]).not.toContain(offered);
    const server = await listen(offered);
    await new Promise((resolve) => server.close(resolve));
  } finally {
    await Promise.all(taken.map((server) => new Promise((resolve) => server.close(resolve))));
  }
});
