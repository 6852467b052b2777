import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { lingerAfterEarlyAnswers } from './request-guards';

const MIB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** A gateway-like server (1 MiB body limit): a route that would read a JSON body, and one without a body. */
async function server(linger: boolean, lingerMs?: number): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify({ bodyLimit: MIB });
  if (linger) lingerAfterEarlyAnswers(app, lingerMs);
  app.post('/upload', async () => ({ ok: true }));
  app.get('/ping', async () => 'pong');
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

/**
 * Starts a 2 MiB upload by hand, waits for the answer, then sends the rest slowly, as a client on a slow
 * link (or a busy machine) does. Resolves with the answer's status line and how the upload ended.
 */
function uploadAfterAnswer(port: number, { sendRest = true } = {}) {
  return new Promise<{ status: string; outcome: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let outcome = '';
    const end = (how: string) => {
      outcome ||= how;
      socket.destroy();
      resolve({ status: answer.split('\r\n')[0], outcome });
    };
    socket.on('error', (error: NodeJS.ErrnoException) => end(`error ${error.code}`));
    socket.on('close', () => end('closed by the server'));
    socket.write(`POST /upload HTTP/1.1\r\nHost: flow\r\nContent-Type: application/json\r\nContent-Length: ${2 * MIB}\r\n\r\n`);
    socket.write(CHUNK);
    const sendTheRest = async () => {
      for (let sent = CHUNK.length; sent < 2 * MIB; sent += CHUNK.length) {
        await new Promise((r) => setTimeout(r, 5));
        if (socket.destroyed) return;
        socket.write(CHUNK);
      }
      await new Promise((r) => setTimeout(r, 100));
      end('sent in full');
    };
    socket.once('data', (data) => {
      answer = data.toString('latin1');
      // Until the whole body is sent: the server must still be reading (and dropping) it.
      if (sendRest) void sendTheRest();
    });
  });
}

describe('an answer sent before the body was read', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('lets the client finish its upload (dropped unread) instead of resetting the connection under it', async () => {
    const { app, port } = await server(true);
    apps.push(app);
    expect(await uploadAfterAnswer(port)).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', outcome: 'sent in full' });
  });

  it('without it, the connection closed under the upload: what clients saw as "write EPIPE"', async () => {
    const { app, port } = await server(false);
    apps.push(app);
    const { status, outcome } = await uploadAfterAnswer(port);
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(outcome).not.toBe('sent in full');
  });

  it('keeps a connection reusable after uploads it refused, without collecting listeners on it', async () => {
    const { app, port } = await server(true);
    apps.push(app);
    const sockets: net.Socket[] = [];
    app.server.on('connection', (socket: net.Socket) => sockets.push(socket));
    const client = net.connect(port, '127.0.0.1');
    let answers = '';
    client.on('data', (data) => (answers += data.toString('latin1')));
    const answered = async (count: number) => {
      while (answers.split('HTTP/1.1 ').length - 1 < count) await new Promise((r) => setTimeout(r, 10));
    };
    const listeners: number[] = [];
    for (let upload = 1; upload <= 4; upload++) {
      client.write(`POST /upload HTTP/1.1\r\nHost: flow\r\nContent-Type: application/json\r\nContent-Length: ${2 * MIB}\r\n\r\n`);
      client.write(Buffer.alloc(2 * MIB, 'x'));
      // A request after it on the same connection is answered only once the refused body has been read to its end.
      client.write('GET /ping HTTP/1.1\r\nHost: flow\r\n\r\n');
      await answered(2 * upload);
      listeners.push(sockets[0]!.listenerCount('close'));
    }
    client.destroy();
    expect(answers.match(/HTTP\/1\.1 \d+/g)).toEqual(Array.from({ length: 4 }, () => ['HTTP/1.1 413', 'HTTP/1.1 200']).flat());
    expect(sockets).toHaveLength(1);
    expect(new Set(listeners).size).toBe(1);
  });

  it('closes the connection when the upload does not end within the linger time', async () => {
    const { app, port } = await server(true, 200);
    apps.push(app);
    const started = Date.now();
    expect(await uploadAfterAnswer(port, { sendRest: false })).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', outcome: 'closed by the server' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });
});
