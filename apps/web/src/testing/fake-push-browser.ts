/**
 * The browser's side of Web Push, which jsdom lacks: a service worker registration with a push
 * manager, and the notification permission. Replaces only those browser objects.
 */

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe(): Promise<boolean>;
  toJSON(): PushSubscriptionJSON;
}

export interface FakePushBrowser {
  /** What the person answers when asked for permission. */
  answerPermission: NotificationPermission;
  permissionAsked: number;
  subscription: FakeSubscription | null;
  restore(): void;
}

let next = 0;

export function fakePushBrowser({ permission = 'default' as NotificationPermission } = {}): FakePushBrowser {
  const browser: FakePushBrowser = {
    answerPermission: 'granted',
    permissionAsked: 0,
    subscription: null,
    restore,
  };
  const pushManager = {
    getSubscription: () => Promise.resolve(browser.subscription),
    subscribe: ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      const endpoint = `https://push.example/send/${++next}`;
      const subscription: FakeSubscription = {
        endpoint,
        options: { applicationServerKey: new Uint8Array(applicationServerKey).buffer },
        unsubscribe: () => {
          browser.subscription = null;
          return Promise.resolve(true);
        },
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: { p256dh: 'BBrowserKey', auth: 'browser-auth' },
        }),
      };
      browser.subscription = subscription;
      return Promise.resolve(subscription);
    },
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: () => {
      browser.permissionAsked += 1;
      notification.permission = browser.answerPermission;
      return Promise.resolve(browser.answerPermission);
    },
  };
  const serviceWorker = {
    getRegistration: () => Promise.resolve(registration),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: notification, configurable: true });

  function restore() {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(window, 'Notification');
  }
  return browser;
}
