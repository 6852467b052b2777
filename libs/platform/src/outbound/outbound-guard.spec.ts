import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuardedFetch, createGuardedRequest, isPublicAddress, OUTBOUND_FAILED_MESSAGE, OutboundRequestError } from './outbound-guard';

// Real HTTP servers on this machine. The "public" server listens on 127.0.0.2, which the tests' policy
// counts as public; everything else on loopback is the private network the guard must protect.
const PUBLIC_IP = '127.0.0.2';
const testPolicy = (address: string) => address === PUBLIC_IP || isPublicAddress(address);

interface Server {
  url: string;
  port: number;
  hits: { method?: string; url?: string; authorization?: string }[];
  close: () => Promise<void>;
}

async function serve(host: string, handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Server> {
  const hits: Server['hits'] = [];
  const server = http.createServer((req, res) => {
    hits.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, port, hits, close: () => new Promise((r) => server.close(() => r())) };
}

let internal: Server;
beforeAll(async () => {
  internal = await serve('127.0.0.1', (_req, res) => res.end('internal secret'));
});
afterAll(() => internal.close());

/** A local DNS answer: each name maps to the addresses given, in turn (a second answer models rebinding). */
function localDns(answers: Record<string, string[][]>) {
  const asked: string[] = [];
  const resolve = (
    hostname: string,
    _options: { all: true },
    callback: (error: NodeJS.ErrnoException | null, addresses: { address: string; family: number }[]) => void,
  ) => {
    asked.push(hostname);
    const queue = answers[hostname];
    const next = queue && (queue.length > 1 ? queue.shift()! : queue[0]);
    if (!next) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return { asked, resolve };
}

async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: Error) => e,
  );
  expect(error).toBeInstanceOf(OutboundRequestError);
  expect(error!.message).toBe(OUTBOUND_FAILED_MESSAGE);
  return error!;
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '198.18.0.1',
    '198.19.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12::1',
    'fec0::1',
    'ff02::1',
    '64:ff9b::7f00:1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'not-an-address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])('allows %s', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('the guarded fetch', () => {
  it('refuses private, loopback and mapped addresses written in the URL, before any request', async () => {
    const guarded = createGuardedFetch();
    for (const url of [
      internal.url,
      `http://[::1]:${internal.port}/`,
      `http://[::ffff:127.0.0.1]:${internal.port}/`,
      `http://2130706433:${internal.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ]) {
      await refusal(guarded(url));
    }
    expect(internal.hits).toEqual([]);
  });

  it('resolves once, checks every address of the answer and connects to the address it checked (no rebinding)', async () => {
    const publicServer = await serve(PUBLIC_IP, (_req, res) => res.end('public'));
    try {
      // First answer public, every later one loopback: a second lookup would reach the internal server.
      const dns = localDns({ 'caldav.example.test': [[PUBLIC_IP], ['127.0.0.1']], 'mixed.example.test': [[PUBLIC_IP, '127.0.0.1']] });
      const guarded = createGuardedFetch({ resolve: dns.resolve, isPublic: testPolicy });
      const response = await guarded(`http://caldav.example.test:${publicServer.port}/`);
      expect(await response.text()).toBe('public');
      expect(dns.asked).toEqual(['caldav.example.test']);
      // An answer with one private address among public ones is refused as a whole.
      await refusal(guarded(`http://mixed.example.test:${publicServer.port}/`));
      // A name that does not resolve fails closed.
      await refusal(guarded(`http://nowhere.example.test:${publicServer.port}/`));
      expect(internal.hits).toEqual([]);
    } finally {
      await publicServer.close();
    }
  });

  it('checks every redirect hop: to a literal address, to a name resolving to loopback, and through a chain', async () => {
    let target = '';
    const redirector = await serve(PUBLIC_IP, (req, res) => {
      if (req.url === '/hop') return res.writeHead(302, { location: '/final' }).end();
      if (req.url === '/final') return res.end('same origin is fine');
      res.writeHead(307, { location: target }).end();
    });
    try {
      const dns = localDns({ 'public.example.test': [[PUBLIC_IP]], 'internal.example.test': [['127.0.0.1']] });
      const guarded = createGuardedFetch({ resolve: dns.resolve, isPublic: testPolicy });
      for (target of [`${internal.url}/`, `http://internal.example.test:${internal.port}/`, `http://[::ffff:7f00:1]:${internal.port}/`]) {
        await refusal(guarded(`http://public.example.test:${redirector.port}/`, { method: 'PROPFIND', headers: { authorization: 'Basic YW5uOnNlY3JldA==' } }));
      }
      expect(internal.hits).toEqual([]);
      expect(await (await guarded(`http://public.example.test:${redirector.port}/hop`)).text()).toBe('same origin is fine');
    } finally {
      await redirector.close();
    }
  });

  it('gives the same message for a closed port as for a refused address (no port scanner)', async () => {
    const guarded = createGuardedFetch({ allowPrivate: true });
    const closed = await refusal(guarded('http://127.0.0.1:9/'));
    const refused = await refusal(createGuardedFetch()(internal.url));
    expect(closed.message).toBe(refused.message);
  });

  it('drops the credentials when a redirect leaves the origin', async () => {
    const other = await serve('127.0.0.1', (_req, res) => res.end('other'));
    const first = await serve('127.0.0.1', (_req, res) => res.writeHead(302, { location: `${other.url}/` }).end());
    try {
      const guarded = createGuardedFetch({ allowPrivate: true });
      expect(await (await guarded(`${first.url}/`, { headers: { authorization: 'Basic YW5uOnNlY3JldA==' } })).text()).toBe('other');
      expect(first.hits[0]?.authorization).toBe('Basic YW5uOnNlY3JldA==');
      expect(other.hits[0]?.authorization).toBeUndefined();
    } finally {
      await Promise.all([other.close(), first.close()]);
    }
  });
});

describe('the guarded request (one request, no redirects)', () => {
  const post = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello', timeoutMs: 5000 };

  it('refuses private addresses, in the URL or behind a name, before any request, with the one message', async () => {
    const dns = localDns({ 'internal.example.test': [['127.0.0.1']] });
    const request = createGuardedRequest({ resolve: dns.resolve, isPublic: testPolicy });
    for (const url of [
      `${internal.url}/push`,
      `http://[::ffff:127.0.0.1]:${internal.port}/`,
      `http://internal.example.test:${internal.port}/`,
      'file:///etc/passwd',
    ]) {
      await refusal(request(url, post));
    }
    expect(internal.hits).toEqual([]);
    const closed = await refusal(createGuardedRequest({ allowPrivate: true })('http://127.0.0.1:9/', post));
    expect(closed.message).toBe(OUTBOUND_FAILED_MESSAGE);
  });

  it('sends the body and headers, answers status and headers, and does not follow a redirect', async () => {
    const bodies: string[] = [];
    const server = await serve(PUBLIC_IP, (req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push(body);
        if (req.url === '/moved') return res.writeHead(307, { location: `${internal.url}/` }).end();
        res.writeHead(429, { 'retry-after': '7' }).end('slow down');
      });
    });
    try {
      const dns = localDns({ 'push.example.test': [[PUBLIC_IP]] });
      const request = createGuardedRequest({ resolve: dns.resolve, isPublic: testPolicy });
      const answer = await request(`http://push.example.test:${server.port}/push/1?x=1`, post);
      expect([answer.status, answer.header('Retry-After')]).toEqual([429, '7']);
      expect((await request(`http://push.example.test:${server.port}/moved`, post)).status).toBe(307);
      expect(bodies).toEqual(['hello', 'hello']);
      expect(server.hits.map((h) => `${h.method} ${h.url}`)).toEqual(['POST /push/1?x=1', 'POST /moved']);
      // Connections are kept alive: six requests, fewer lookups (each new connection looks up once).
      for (let i = 0; i < 4; i++) await request(`http://push.example.test:${server.port}/push/1`, post);
      expect(dns.asked.length).toBeLessThan(6);
      expect(new Set(dns.asked)).toEqual(new Set(['push.example.test']));
      expect(internal.hits).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
