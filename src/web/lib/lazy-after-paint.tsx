import { startTransition, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** The longest a hidden tab (which paints no frames) waits for a frame. */
const HIDDEN_TAB_WAIT_MS = 1000;

/** Settles once the browser has painted the next frame (or after a second, in a hidden tab). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
  });
}

let painted: Promise<void> | undefined;

/** Settles once the browser has painted the frame after the first call (or after a second, in a hidden tab). */
export function afterFirstPaint(): Promise<void> {
  painted ??= afterNextPaint();
  return painted;
}

let turn: Promise<void> = Promise.resolve();

/**
 * Runs `reveal` once every reveal asked for before it has been drawn and painted. Revealed together, the widgets
 * beside a screen were one long commit and one long layout; one per frame, each is a short task.
 */
export function revealInTurn(reveal: () => void): void {
  turn = turn.then(() => {
    reveal();
    return afterNextPaint();
  });
}

type Placeholder = { placeholder?: ReactNode };

/**
 * A component whose chunk is asked for only after the first paint: for what sits beside the screen's content
 * (header widgets, cards below the fold). Asked for while the page is still drawing, these chunks and the chunks
 * they import competed with the screen's own for the network and the main thread, and delayed its first paint.
 * Until it is drawn, it draws its `placeholder`, which should hold its place. Once loaded it draws at once, in
 * every later render. A chunk that fails to load throws in render, for the nearest error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyAfterFirstPaint<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T> & Placeholder> {
  let Loaded: T | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const start = () => {
    loading ??= afterFirstPaint()
      .then(load)
      .then(
        (module) =>
          revealInTurn(() => {
            Loaded = module.default;
            notify();
          }),
        (error: unknown) => {
          failure = { error };
          notify();
        },
      );
  };

  function AfterFirstPaint({ placeholder = null, ...props }: ComponentProps<T> & Placeholder) {
    const [, setRevision] = useState(0);
    useEffect(() => {
      // A transition: React draws the widget in slices of a few milliseconds, not one long task.
      const listener = () => startTransition(() => setRevision((revision) => revision + 1));
      listeners.add(listener);
      start();
      // Revealed (or failed) between this render and this effect: draw again now, as the reveal would have.
      if (Loaded || failure) listener();
      return () => void listeners.delete(listener);
    }, []);
    if (failure) throw failure.error;
    if (!Loaded) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...(props as ComponentProps<T>)} />
      </Suspense>
    );
  }
  return AfterFirstPaint;
}
