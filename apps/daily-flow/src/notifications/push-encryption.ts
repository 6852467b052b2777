import webpush from 'web-push';

export interface PushToEncrypt {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  ttlSeconds: number;
}

export interface EncryptedPush {
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * One push's aes128gcm body (RFC 8291: a new ECDH key pair and salt per push) and its headers, by
 * `web-push`, without VAPID (the sender adds its cached signature). Most of a push's CPU is this ECDH, so
 * the sender runs it in worker threads (this file is their task), or in-process with NOTIFY_ENCRYPT_THREADS=0.
 */
export default function encryptPush(push: PushToEncrypt): EncryptedPush {
  const request = webpush.generateRequestDetails({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, push.payload, {
    TTL: push.ttlSeconds,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  return { headers, body: request.body as Buffer };
}
