import { useEffect, useSyncExternalStore } from 'react';
import { INSTALL_BANNER_HIDE_MS } from '@tera/domain';

/** Chromium's install event; not in the DOM typings because other engines lack it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setDeferredPrompt(event: BeforeInstallPromptEvent | null): void {
  deferredPrompt = event;
  listeners.forEach((notify) => notify());
}

// Listening from module load catches the event even when it fires before React has rendered.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setDeferredPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferredPrompt(null));
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useInstallPrompt() {
  const prompt = useSyncExternalStore(
    subscribe,
    () => deferredPrompt,
    () => null,
  );

  useEffect(() => {
    if (!prompt) return;
    const timer = setTimeout(() => setDeferredPrompt(null), INSTALL_BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [prompt]);

  return {
    canInstall: prompt !== null,
    install: async () => {
      if (!prompt) return;
      setDeferredPrompt(null);
      await prompt.prompt();
    },
    dismiss: () => setDeferredPrompt(null),
  };
}
