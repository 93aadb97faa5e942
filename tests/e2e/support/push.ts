/**
 * Web push in browser journeys: a phone's subscription at the run's own push service
 * (scripts/e2e/push-service.mjs) and the pushes it received, decrypted with the phone's key.
 *
 * The browser here has no network, so its real push service (Google's, for Chromium) cannot be
 * reached and PushManager.subscribe would fail. The page's own flow stays real (the permission, the
 * service worker's registration, the keys sent to the server); only the push service's answer to
 * subscribe is stood in for, with a real P-256 key pair and auth secret as a browser makes them,
 * and an endpoint at the run's push service, so the server's sending is real end to end.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';

export const PUSH_SERVICE_URL = 'https://127.0.0.1:3192';
export const PUSH_SERVICE_READER_URL = 'http://127.0.0.1:3193';
export const PUSH_SERVICE_TLS_DIR = 'test-results/e2e-push-tls';

/**
 * A key and a self-signed certificate for the push service, made for this run (so no test depends on
 * a certificate's dates). Playwright loads its config in every worker too; only the first load, the
 * runner's, makes them (the workers start after the web servers have read them).
 */
export function makePushServiceCertificate(): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  fs.mkdirSync(PUSH_SERVICE_TLS_DIR, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(PUSH_SERVICE_TLS_DIR, 'key.pem'),
      '-out',
      path.join(PUSH_SERVICE_TLS_DIR, 'cert.pem'),
    ],
    { stdio: 'ignore' }
  );
}

/** A phone's push subscription: the endpoint the server posts to, and the keys only the phone holds. */
export type PushDevice = { id: string; endpoint: string; p256dh: string; auth: string; privateKey: Buffer };

export function devicePush(): PushDevice {
  const ecdh = crypto.createECDH('prime256v1');
  const id = crypto.randomBytes(8).toString('hex');
  return {
    id,
    endpoint: `${PUSH_SERVICE_URL}/send/${id}`,
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
  };
}

/** Makes PushManager in every page of `context` answer with `device`'s subscription. */
export async function answerSubscribeWith(context: BrowserContext, device: PushDevice): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(
    (d) => {
      const KEY = 'e2e-push-subscribed';
      const subscription = {
        endpoint: d.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint: d.endpoint, expirationTime: null, keys: { p256dh: d.p256dh, auth: d.auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      };
      if (typeof PushManager === 'undefined') return;
      PushManager.prototype.subscribe = async function subscribe() {
        localStorage.setItem(KEY, '1');
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return (localStorage.getItem(KEY) ? subscription : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }
  );
}

/** What public/push-sw.js shows: the server's payload (server/notifications/push/webPushSender.ts). */
export type ReceivedPush = { title: string; body: string; url: string; tag: string; urgency: string; vapid: boolean };

type StoredPush = { headers: { authorization: string; urgency: string; contentEncoding: string }; body: string };

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/**
 * Opens an aes128gcm push message (RFC 8188 framing, RFC 8291 keys) as the phone would: the server's
 * one-time public key is in the header, the shared secret comes from the phone's private key.
 */
function decrypt(device: PushDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const phonePublic = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), phonePublic, serverPublic]);
  const ikm = hkdf(Buffer.from(device.auth, 'base64url'), secret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding after it.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/** Every push the run's push service received for `device`, oldest first, opened. */
export async function receivedPushes(request: APIRequestContext, device: PushDevice): Promise<ReceivedPush[]> {
  const response = await request.get(`${PUSH_SERVICE_READER_URL}/pushes?device=${device.id}`);
  const stored = (await response.json()) as StoredPush[];
  return stored.map((push) => ({
    ...(JSON.parse(decrypt(device, Buffer.from(push.body, 'base64'))) as Omit<ReceivedPush, 'urgency' | 'vapid'>),
    urgency: push.headers.urgency,
    vapid: push.headers.authorization.startsWith('vapid t='),
  }));
}
