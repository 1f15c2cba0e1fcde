import { useSyncExternalStore } from 'react';

/**
 * The browser's install offer (SPEC.md section 4), captured once for the whole page and shared by
 * the install card and the header's 'Add to Home Screen' button.
 */

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallState {
  /** The deferred prompt, present while the browser offers installation. */
  deferred: BeforeInstallPromptEvent | null;
  /** The card was accepted, dismissed or the app got installed: keep it hidden. */
  cardHidden: boolean;
  installed: boolean;
}

let state: InstallState = { deferred: null, cardHidden: false, installed: false };
const listeners = new Set<() => void>();
let started = false;

function set(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const isInstallEvent = (event: Event): event is BeforeInstallPromptEvent => 'prompt' in event && 'userChoice' in event;

/** Starts listening; called at start-up (start-app.tsx) so an early `beforeinstallprompt` is not missed. */
export function startInstallPromptCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (isInstallEvent(event)) set({ deferred: event });
  });
  window.addEventListener('appinstalled', () => set({ deferred: null, cardHidden: true, installed: true }));
}

/** Shows the browser's install dialog; resolves to whether it was accepted, or null when none is available. */
export async function promptInstall(): Promise<boolean | null> {
  const { deferred } = state;
  if (!deferred) return null;
  set({ deferred: null, cardHidden: true });
  await deferred.prompt();
  const choice = await deferred.userChoice;
  return choice.outcome === 'accepted';
}

export function dismissInstallCard(): void {
  set({ cardHidden: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

export function useInstallPrompt() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    canPrompt: current.deferred !== null,
    showCard: current.deferred !== null && !current.cardHidden,
    installed: current.installed,
  };
}
