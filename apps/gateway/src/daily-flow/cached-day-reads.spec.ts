import type { Language } from '@flow/contracts';
import type { RpcClient } from '@flow/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AccessTokenVerifier, AuthUser } from '../auth/access-token.verifier';
import { PersonLanguages } from '../i18n/person-languages';
import { answerCachedDayReads } from './cached-day-reads';
import type { DayRead, FlowEdge } from './flow-edge';

// The fast path of the cached day reads: which stored entry it reads for a person, and when it leaves
// the read to the controller. The verifier and the read model are stand-ins; the languages are the real cache.
const USER: AuthUser = { userId: 'person-1', email: 'p@example.com', sessionId: 's-1', expiresAt: Date.now() + 60_000 };
const verifier = { verifyWith: async <T>(_token: string, read: (user: AuthUser) => Promise<T>) => ({ user: USER, result: await read(USER) }) };

describe('answerCachedDayReads', () => {
  let app: FastifyInstance;
  let reads: DayRead[];
  let languages: PersonLanguages;

  beforeEach(async () => {
    reads = [];
    const edge = {
      stored: async (read: DayRead) => {
        reads.push(read);
        return { body: Buffer.from(JSON.stringify({ language: read.language ?? 'en' })), etag: '"stored"' };
      },
      send: (_read: DayRead, reply: { header: (k: string, v: string) => { send: (b: Buffer) => void } }, stored: { body: Buffer; etag: string }) =>
        reply.header('x-answered-by', 'read-model').send(stored.body),
    };
    const rpc = { request: async () => ({ language: 'en', pending: false }) } as unknown as RpcClient;
    languages = new PersonLanguages(rpc, { warn: () => undefined } as unknown as Logger);
    app = Fastify();
    answerCachedDayReads(app, verifier as unknown as AccessTokenVerifier, edge as unknown as FlowEdge, languages);
    app.get('/api/daily-flow', async () => ({ answeredBy: 'controller' }));
    app.get('/api/rhythm-blocks', async () => ({ answeredBy: 'controller' }));
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: 'Bearer token' } });

  it("reads the day's entry in the language the gateway knows for the person", async () => {
    for (const language of ['hi', 'en'] as Language[]) {
      languages.remember(USER.userId, language);
      const res = await get('/api/daily-flow?date=2026-11-29');
      expect(res.headers['x-answered-by']).toBe('read-model');
      expect(res.json()).toEqual({ language });
    }
    expect(reads.map((r) => r.language)).toEqual(['hi', 'en']);
  });

  it('leaves the day to the controller while the language is not known, and forgets it after a minute', async () => {
    expect((await get('/api/daily-flow')).json()).toEqual({ answeredBy: 'controller' });
    languages.remember(USER.userId, 'hi');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect((await get('/api/daily-flow')).json()).toEqual({ answeredBy: 'controller' });
    } finally {
      jest.restoreAllMocks();
    }
    expect(reads).toEqual([]);
  });

  it('reads rhythm blocks, which have no texts, without a language', async () => {
    const res = await get('/api/rhythm-blocks?date=2026-11-29');
    expect(res.headers['x-answered-by']).toBe('read-model');
    expect(reads).toEqual([expect.objectContaining({ kind: 'rhythm', language: undefined, date: '2026-11-29' })]);
  });
});
