// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- http_ece has no types: every project that compiles the stand-in (the per-project type checks) needs its declaration
/// <reference path="./http-ece.d.ts" />
import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A browser's `PushSubscription.toJSON()`. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A push the stand-in accepted, decrypted as the browser would. */
export interface ReceivedPush {
  /** When it was accepted (ms since the epoch). */
  at: number;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  /** The application server's key from the VAPID header (`k=`), and the JWT's subject. */
  vapidKey: string;
  subject: string;
}

export interface PushDevice {
  id: string;
  subscription: PushSubscriptionJson;
  received: ReceivedPush[];
  /** Every request, accepted or not (status answered). */
  attempts: number[];
  /** The next requests get these statuses (429 carries `Retry-After: 0`), then 201 again. */
  answerNext(...statuses: number[]): void;
  /** The browser unsubscribed: from now on 410 Gone. */
  expire(): void;
}

export interface PushStandin {
  url: string;
  newDevice(): PushDevice;
  stop(): Promise<void>;
}

/** A subscription with real keys for an endpoint (for requests that only need a valid body). */
export function pushSubscriptionOf(endpoint: string): PushSubscriptionJson {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

interface DeviceState extends PushDevice {
  ecdh: ECDH;
  script: number[];
  gone: boolean;
}

/**
 * A local push service speaking RFC 8030 (POST to the subscription's endpoint, TTL and Urgency headers,
 * 201 Created), requiring a VAPID authorization (RFC 8292: an ES256 JWT for this origin, checked against
 * the `k=` key) and an aes128gcm payload (RFC 8291), which it decrypts with the device's private key as a
 * browser would. It can answer 410 (the device unsubscribed) and 429 or 5xx on request, and answer slowly.
 */
export async function startPushStandin({ delayMs = 0 }: { delayMs?: number } = {}): Promise<PushStandin> {
  const devices = new Map<string, DeviceState>();
  // A push service checks a sender's VAPID token once and trusts it again until it expires (the sender
  // reuses one token per audience for hours): verifying the ES256 signature of every push would make this
  // stand-in, not the sender, the bottleneck of a benchmark.
  const verified = new Map<string, { vapidKey: string; subject: string; exp: number }>();
  const verifiedVapid = (header: string | undefined) => {
    const known = header ? verified.get(header) : undefined;
    if (known && known.exp > Date.now() / 1000) return { vapidKey: known.vapidKey, subject: known.subject };
    const checked = checkVapid(header, origin);
    if (checked && header) verified.set(header, checked);
    return checked && { vapidKey: checked.vapidKey, subject: checked.subject };
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // `delayMs`: a slow push service, so the sender has pushes in flight for a while.
      const answer = (status: number, headers: Record<string, string> = {}) => {
        setTimeout(() => res.writeHead(status, headers).end(), delayMs);
        return status;
      };
      const id = /^\/push\/([^/?]+)$/.exec(req.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (req.method !== 'POST' || !device) return answer(404);
      const record = (status: number) => device.attempts.push(status);
      if (device.gone) return record(answer(410));
      const vapid = verifiedVapid(req.headers.authorization);
      if (!vapid) return record(answer(403));
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return record(answer(400));
      if (req.headers['content-encoding'] !== 'aes128gcm') return record(answer(415));
      const scripted = device.script.shift();
      if (scripted) return record(answer(scripted, scripted === 429 ? { 'retry-after': '0' } : {}));
      let payload: unknown;
      try {
        payload = JSON.parse(
          decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.subscription.keys.auth }).toString('utf8'),
        );
      } catch {
        return record(answer(400));
      }
      device.received.push({ at: Date.now(), payload, ttl, urgency: (req.headers.urgency as string | undefined) ?? null, ...vapid });
      record(answer(201, { location: `${origin}/message/${randomUUID()}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    newDevice() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device: DeviceState = {
        id,
        ecdh,
        script: [],
        gone: false,
        received: [],
        attempts: [],
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        },
        answerNext: (...statuses) => void device.script.push(...statuses),
        expire: () => void (device.gone = true),
      };
      devices.set(id, device);
      return device;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `vapid t=<jwt>, k=<key>`: an ES256 JWT signed by `k`, for this origin, not expired, at most 24 h ahead. */
function checkVapid(header: string | undefined, audience: string): { vapidKey: string; subject: string; exp: number } | null {
  const m = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return null;
  const [jwt, key] = [m[1], m[2]];
  const [head, claims, signature] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  if (!signature || raw.length !== 65 || raw[0] !== 4) return null;
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) return null;
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (header_.alg !== 'ES256' || body.aud !== audience || !body.exp || body.exp < now || body.exp > now + 86_400 || !/^(mailto:|https:)/.test(body.sub ?? ''))
    return null;
  return { vapidKey: key, subject: body.sub!, exp: body.exp };
}
