import type { PushSubscriptionKeys } from '@/api/item/notificationSettings';

/** The service worker that shows pushes (public/push-sw.js): push and notification clicks only, no cache. */
const WORKER_URL = '/push-sw.js';

export type SubscribeOutcome =
  { ok: true; keys: PushSubscriptionKeys } | { ok: false; reason: 'unsupported' | 'denied' | 'failed' };

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the permission (only ever from the member's tap), registers the worker and subscribes this
 * browser with the server's VAPID key; the keys go to the server with subscribePush.
 */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<SubscribeOutcome> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(vapidPublicKey),
      }));
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return { ok: false, reason: 'failed' };
    return {
      ok: true,
      keys: {
        endpoint: json.endpoint,
        p256dh: json.keys.p256dh,
        auth: json.keys.auth,
        device: navigator.userAgent.slice(0, 300),
      },
    };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

/** This browser's subscription, if it has one (whether this device already receives pushes). */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Ends this browser's subscription; answers its endpoint for the server to forget. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
