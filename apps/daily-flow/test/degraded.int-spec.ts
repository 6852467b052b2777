import net from 'node:net';
import { DailyFlow, DailyFlowMessages } from '@flow/contracts';
import {
  expectEventually,
  freePort,
  serviceDatabase,
  spawnLogged,
  startGateway,
  startPrivateNats,
  startService,
  startSideBySide,
  TestHttpClient,
  testInfra,
  uniqueEmail,
  type GatewayProcess,
  type RunningProcess,
  type ServiceProcess,
} from '@flow/testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';

// A stack of this test's own (NATS, Redis, identity, daily-flow, gateway) so dependencies can hang and
// Redis can be stopped without disturbing the shared stack. profile-chart is absent, scheduling hangs
// (a subscriber that never answers), calendar-sync is a stand-in that answers with one event.
const codec = JSONCodec<any>();
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let nc: NatsConnection;
let redisPort: number;
let redis: RunningProcess | undefined;
const processes: (ServiceProcess | GatewayProcess)[] = [];
let api: TestHttpClient;
let token: string;
const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

async function startRedis() {
  redis = spawnLogged('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {});
  await expectEventually(
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(redisPort, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve()));
        socket.once('error', (error) => (socket.destroy(), reject(error)));
      }),
    { timeoutMs: 10_000 },
  );
}

beforeAll(async () => {
  nats = await startPrivateNats();
  redisPort = await freePort();
  await startRedis();
  // Databases of this stack's own (copies of the migrated templates), so its outbox relays publish only to its NATS.
  const [identityDb, dailyFlowDb] = await Promise.all(
    (['identity', 'daily-flow'] as const).map((service) => serviceDatabase(service, `flow_test_df_${service.replace('-', '_')}_${process.pid}`)),
  );

  nc = await connect({ servers: nats.url });
  nc.subscribe('flow.scheduling.events.range', { queue: 'scheduling' }); // never answers
  const calendar = nc.subscribe('flow.calendar.events.list', { queue: 'calendar-sync' });
  void (async () => {
    for await (const msg of calendar) {
      const { id } = codec.decode(msg.data);
      const events = [
        {
          id: 'ext-1',
          summary: 'Client call',
          startTime: `${date}T14:00:00+09:00`,
          endTime: `${date}T14:30:00+09:00`,
          isAllDay: false,
          location: null,
          description: null,
          source: 'google',
        },
      ];
      msg.respond(codec.encode({ id, response: { events, needsAuth: false, connected: true }, isDisposed: true }));
    }
  })();

  // Side by side, as `npm start` starts them: none waits for another's boot.
  const [gateway, ...services] = (await startSideBySide<RunningProcess>([
    startGateway({ NATS_URL: nats.url, REDIS_URL: `${testInfra().REDIS_URL}/7` }),
    startService('identity', { NATS_URL: nats.url, DATABASE_URL: identityDb }),
    startService('daily-flow', {
      NATS_URL: nats.url,
      DATABASE_URL: dailyFlowDb,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      EVENTS_TIMEOUT_MS: '400',
      PROFILE_TIMEOUT_MS: '400',
    }),
  ])) as [GatewayProcess, ...ServiceProcess[]];
  processes.push(...services, gateway);
  api = new TestHttpClient(gateway.url);
  const signUp = await api.post('/api/auth/signup', { email: uniqueEmail('degraded'), password: 'secret1' });
  expect(signUp.status).toBe(201);
  token = signUp.body.access_token;
}, 90_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await nc?.close();
  await redis?.stop();
  await nats?.stop();
});

const getFlow = () => api.request('GET', `/api/daily-flow?date=${date}`, { token, headers: { 'x-time-zone': 'Asia/Tokyo' } });

it('returns the flow with partial: true and what is missing when scheduling hangs and profile-chart is down', async () => {
  const started = Date.now();
  const res = await getFlow();
  const elapsed = Date.now() - started;
  expect(res.status).toBe(200);
  const flow = DailyFlow.parse(res.body);
  expect(flow.partial).toBe(true);
  expect(flow.missing).toEqual([
    { source: 'profile', message: DailyFlowMessages.missing.profile },
    { source: 'scheduled-events', message: DailyFlowMessages.missing['scheduled-events'] },
  ]);
  // It waited for the hung source (its timeout is 400 ms), and answered within the gateway's own 5 s
  // timeout for daily-flow, or the status would be 503.
  expect(elapsed).toBeGreaterThanOrEqual(400);
  // What did answer is in the flow: the calendar event at 14:00 Tokyo time.
  expect(flow.rhythmBlocks.find((b) => b.type === 'event')).toMatchObject({
    timeRange: '14:00–14:30',
    theme: 'Client call',
    relatedEvent: { id: 'ext-1', source: 'google' },
  });
  expect(flow).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneSource: 'browser', energyType: 'Balanced' });
});

it('answers /api/rhythm-blocks with 503 while the profile cannot be read', async () => {
  const res = await api.request('GET', `/api/rhythm-blocks?date=${date}`, { token });
  expect(res.status).toBe(503);
});

it('computes the flow uncached while Redis is down, and caches again once it is back', async () => {
  const first = (await getFlow()).body.generatedAt;
  expect((await getFlow()).body.generatedAt).toBe(first); // cached (briefly: the flow is partial)

  await redis!.stop();
  const down1 = await getFlow();
  const down2 = await getFlow();
  expect(down1.status).toBe(200);
  expect(down2.status).toBe(200);
  expect(down1.body.rhythmBlocks.length).toBeGreaterThan(10);
  expect(down2.body.generatedAt).not.toBe(down1.body.generatedAt);

  await startRedis();
  await expectEventually(
    async () => {
      const a = (await getFlow()).body.generatedAt;
      expect((await getFlow()).body.generatedAt).toBe(a);
    },
    { timeoutMs: 15_000, intervalMs: 250 },
  );
});
