import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The longest a hidden tab (which paints no frames) waits before loading what follows the first paint. */
const HIDDEN_TAB_WAIT_MS = 1000;

let painted: Promise<void> | undefined;

/** Settles once the browser has painted the frame after the first call (or after a second, in a hidden tab). */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
  });
  return painted;
}

/**
 * React.lazy whose chunk is asked for only after the first paint: for what sits beside the screen's content
 * (header widgets, cards below the fold). Asked for while the page is still drawing, these chunks and the chunks
 * they import competed with the screen's own for the network and the main thread, and delayed its first paint.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyAfterFirstPaint<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => afterFirstPaint().then(load));
}
