import { isIP } from 'node:net';
import path from 'node:path';
import { createGuardedRequest, type GuardedRequestInit, type GuardedResponse, isPublicAddress, OutboundRequestError } from '@flow/platform';
import type { Logger } from 'pino';
import Piscina from 'piscina';
import webpush from 'web-push';
import type { NotificationsEnv } from './notifications.env';
import encryptPush, { type EncryptedPush, type PushToEncrypt } from './push-encryption';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: taken, the device is gone (404/410), or try again later. */
export type PushOutcome =
  { outcome: 'accepted'; status: number } | { outcome: 'gone'; status: number } | { outcome: 'retry'; status: number | null; retryAfterMs: number | null };

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291): `web-push` signs and
 * encrypts, and the request goes through the outbound guard, so in production a subscription cannot make
 * the server reach a private address (DNS is checked at connect time, every time). The guard's agent keeps
 * connections to each push service open between pushes.
 */
export class WebPushSender {
  readonly publicKey: string;
  private readonly privateKey: string;
  private readonly request: (url: string, init: GuardedRequestInit) => Promise<GuardedResponse>;
  /** Worker threads that encrypt (NOTIFY_ENCRYPT_THREADS), so the ECDH of one push overlaps the requests of others. */
  private readonly encryption: Piscina | null;
  /** VAPID Authorization per push service origin: one ES256 signature per origin and 12 hours, not per push. */
  private readonly vapid = new Map<string, { authorization: string; expiresAt: number }>();

  constructor(
    private readonly env: NotificationsEnv,
    logger: Logger,
  ) {
    if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
      this.publicKey = env.VAPID_PUBLIC_KEY;
      this.privateKey = env.VAPID_PRIVATE_KEY;
    } else {
      // Outside production only (the env refuses this in production): devices subscribed with it stop receiving after a restart.
      const keys = webpush.generateVAPIDKeys();
      this.publicKey = keys.publicKey;
      this.privateKey = keys.privateKey;
      logger.warn('VAPID keys not set: a key pair for this run was generated');
    }
    this.request = createGuardedRequest({ allowPrivate: env.allowPrivateEndpoints });
    this.encryption = env.NOTIFY_ENCRYPT_THREADS
      ? new Piscina({ filename: path.join(__dirname, 'push-encryption.js'), minThreads: 1, maxThreads: env.NOTIFY_ENCRYPT_THREADS })
      : null;
  }

  /** Whether a subscription's endpoint may be stored: https on a public host in production, any http(s) otherwise. */
  endpointAllowed(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (this.env.allowPrivateEndpoints) return url.protocol === 'https:' || url.protocol === 'http:';
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) return isPublicAddress(host);
    // A name is resolved and checked again when a push is sent; these never reach the internet.
    return host.includes('.') && !/(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i.test(host);
  }

  private authorization(audience: string): string {
    const now = Date.now();
    const cached = this.vapid.get(audience);
    if (cached && cached.expiresAt - now > 3_600_000) return cached.authorization;
    const expiresAt = now + 12 * 3_600_000;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.env.VAPID_SUBJECT,
      this.publicKey,
      this.privateKey,
      'aes128gcm',
      Math.floor(expiresAt / 1000),
    );
    this.vapid.set(audience, { authorization: Authorization, expiresAt });
    return Authorization;
  }

  /** Ends the encryption threads (after the last push). */
  async close(): Promise<void> {
    await this.encryption?.destroy();
  }

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    if (!this.endpointAllowed(target.endpoint)) return { outcome: 'gone', status: 0 };
    const push: PushToEncrypt = { endpoint: target.endpoint, p256dh: target.p256dh, auth: target.auth, payload, ttlSeconds: this.env.NOTIFY_PUSH_TTL_SECONDS };
    const { headers, body } = this.encryption ? ((await this.encryption.run(push)) as EncryptedPush) : encryptPush(push);
    headers.Authorization = this.authorization(new URL(target.endpoint).origin);
    try {
      const response = await this.request(target.endpoint, { method: 'POST', headers, body, timeoutMs: this.env.NOTIFY_PUSH_TIMEOUT_MS });
      if (response.status >= 200 && response.status < 300) return { outcome: 'accepted', status: response.status };
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
      return { outcome: 'retry', status: response.status, retryAfterMs: retryAfter(response.header('retry-after')) };
    } catch (error) {
      if (!(error instanceof OutboundRequestError)) throw error;
      return { outcome: 'retry', status: null, retryAfterMs: null };
    }
  }
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfter(value: string | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
