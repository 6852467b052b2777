import { startPushStandin, type PushStandin } from '@flow/testing';
import pino from 'pino';
import { NotificationsEnv } from './notifications.env';
import { WebPushSender } from './web-push.sender';

const logger = pino({ level: 'silent' });
// Encrypted in this thread: the worker threads load the built file (the integration tests run those).
const sender = (env: Record<string, string> = {}) =>
  new WebPushSender(NotificationsEnv.parse({ NODE_ENV: 'test', NOTIFY_ENCRYPT_THREADS: '0', ...env }), logger);

describe('WebPushSender against the RFC 8030/8291 stand-in', () => {
  let standin: PushStandin;
  beforeAll(async () => (standin = await startPushStandin()));
  afterAll(() => standin.stop());

  it('delivers a VAPID-signed aes128gcm push the device can decrypt', async () => {
    const device = standin.newDevice();
    const push = sender();
    const result = await push.send(
      { endpoint: device.subscription.endpoint, ...device.subscription.keys },
      JSON.stringify({ title: 'Deep Focus starts in 5 min' }),
    );
    expect(result).toEqual({ outcome: 'accepted', status: 201 });
    expect(device.received).toHaveLength(1);
    expect(device.received[0]).toMatchObject({
      payload: { title: 'Deep Focus starts in 5 min' },
      vapidKey: push.publicKey,
      subject: 'mailto:notifications@flow.local',
      urgency: 'high',
      ttl: 900,
    });
  });

  it('reports a gone device (410), and a 429 or 503 as a retry with the Retry-After it was given', async () => {
    const device = standin.newDevice();
    const target = { endpoint: device.subscription.endpoint, ...device.subscription.keys };
    device.answerNext(429, 503);
    expect(await sender().send(target, '{}')).toEqual({ outcome: 'retry', status: 429, retryAfterMs: 0 });
    expect(await sender().send(target, '{}')).toEqual({ outcome: 'retry', status: 503, retryAfterMs: null });
    device.expire();
    expect(await sender().send(target, '{}')).toEqual({ outcome: 'gone', status: 410 });
    expect(device.received).toHaveLength(0);
    expect(device.attempts).toEqual([429, 503, 410]);
  });

  it('treats an unreachable push service as a retry, not an error', async () => {
    const device = standin.newDevice();
    const target = { endpoint: 'http://127.0.0.1:9/push/nobody', ...device.subscription.keys };
    expect(await sender().send(target, '{}')).toMatchObject({ outcome: 'retry', status: null });
  });

  it('in production takes only https endpoints on public hosts, and refuses to push to anything else', async () => {
    const production = sender({ NODE_ENV: 'production', VAPID_PUBLIC_KEY: sender().publicKey, VAPID_PRIVATE_KEY: 'x' });
    expect(production.endpointAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(production.endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://push.internal/x',
      'https://user:pw@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
    ]) {
      expect([endpoint, production.endpointAllowed(endpoint)]).toEqual([endpoint, false]);
    }
    const device = standin.newDevice();
    expect(await production.send({ endpoint: device.subscription.endpoint, ...device.subscription.keys }, '{}')).toEqual({ outcome: 'gone', status: 0 });
    expect(device.attempts).toEqual([]);
    // Outside production any http(s) endpoint (the tests' own push service).
    expect(sender().endpointAllowed(device.subscription.endpoint)).toBe(true);
    expect(sender().endpointAllowed('ftp://127.0.0.1/x')).toBe(false);
  });

  it('refuses to start in production without VAPID keys', () => {
    expect(NotificationsEnv.safeParse({ NODE_ENV: 'production' }).success).toBe(false);
  });
});
