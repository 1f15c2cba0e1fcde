import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
type ComponentModule = { default: ComponentType<any> };

export type PreloadableLazy<M extends ComponentModule = ComponentModule> = LazyExoticComponent<M['default']> & {
  /** Loads the module now; once it has loaded, the component draws at once instead of suspending. */
  preload(): Promise<M>;
};

/**
 * React.lazy that can be loaded ahead of its first render. React.lazy suspends on its first render even when its
 * chunk is already in memory (a promise settles a tick later): the fallback is committed and painted, and the real
 * screen comes a commit later. Handed a thenable that calls back at once, React reads the module in the same render.
 */
export function preloadableLazy<M extends ComponentModule>(load: () => Promise<M>): PreloadableLazy<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a chunk that failed may be asked for again by the next render
        throw error;
      },
    );
    return loading;
  };
  const settled = (module: M) => ({ then: (onFulfilled: (value: M) => unknown) => onFulfilled(module) }) as unknown as Promise<M>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
