/**
 * This browser's Web Push subscription to Tera, through the app's service worker. Push needs a
 * service worker, the Push API and permission to show notifications; an iPhone offers them only
 * to the app added to the home screen.
 */

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** Why turning push on for this device stopped short. */
export class PushRefusal extends Error {
  constructor(readonly reason: 'unsupported' | 'denied' | 'dismissed') {
    super(`Push ${reason}`);
  }
}

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** The app's service worker once active, or null where none is registered (as in development). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? navigator.serviceWorker.ready : null;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await activeRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!held || held.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((byte, index) => byte === wanted[index]);
}

/** Asks permission if not yet given, then subscribes with the server's key (a subscription made with another key is replaced). */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await activeRegistration();
  if (!registration) throw new PushRefusal('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefusal(permission === 'denied' ? 'denied' : 'dismissed');
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, applicationServerKey))
    return existing.toJSON();
  // A subscription made with another key (the server's keys changed) cannot be renewed in place.
  if (existing) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  return subscription.toJSON();
}

/** Ends this browser's subscription; the endpoint it had, for the server to forget, or null. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
