import { startTransition, useEffect, useState, type ComponentType } from 'react';

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
  /** The card (install-prompt.tsx), once its chunk has loaded: fetched with the offer, not after the shell has drawn. */
  card: ComponentType<InstallCardProps> | null;
}

/** What the install card (install-prompt.tsx) is given: it imports nothing from here, which imports it lazily. */
interface InstallCardProps {
  onInstall: () => void;
  onDismiss: () => void;
}

let state: InstallState = { deferred: null, cardHidden: false, installed: false, card: null };
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
    if (!isInstallEvent(event)) return;
    set({ deferred: event });
    loadInstallCard();
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

let loading = false;

/** Fetches the install card's chunk, unless loaded or loading; a failed load is tried again at the next call. */
export function loadInstallCard(): void {
  if (state.card || loading) return;
  loading = true;
  import('./install-prompt')
    .then((module) => set({ card: module.default }))
    .catch((error: unknown) => console.error('Install card failed to load', error))
    .finally(() => (loading = false));
}

/**
 * The offer as of the last render. Not useSyncExternalStore: an offer arriving while the first render is under way
 * (it comes a moment after the manifest loads) made React redo that whole render in one blocking task, as it does for
 * any such store changed during a transition; here the change is drawn as a transition of its own.
 */
export function useInstallPrompt() {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    const listener = () => startTransition(() => setCurrent(state));
    listeners.add(listener);
    listener(); // changed between this render and this effect
    return () => void listeners.delete(listener);
  }, []);
  return {
    canPrompt: current.deferred !== null,
    showCard: current.deferred !== null && !current.cardHidden,
    installed: current.installed,
    InstallCard: current.card,
  };
}
