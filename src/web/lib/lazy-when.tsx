import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

interface When {
  /** Load the chunk now (a dialog first opened, a menu's button focused); once loaded, the component draws. */
  wanted: boolean;
  /** Drawn until then. */
  placeholder?: ReactNode;
}

/**
 * A component kept out of the screen's chunk until it is first `wanted`, and drawn in the render after its chunk
 * arrives. No React.lazy: its Suspense boundary holds new content back for up to 300 ms after a fallback, which a
 * dialog opened by a click shows as lag. A failed load is logged and tried again the next time it is wanted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyWhen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T> & When> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyWhen({ wanted, placeholder = null, ...props }: ComponentProps<T> & When) {
    const [Loaded, setLoaded] = useState<T | undefined>(() => loaded);
    useEffect(() => {
      if (!wanted || Loaded) return;
      let current = true;
      start().then(
        (component) => current && setLoaded(() => component),
        (error: unknown) => console.error('A part of the screen failed to load', error),
      );
      return () => void (current = false);
    }, [wanted, Loaded]);
    return Loaded ? <Loaded {...(props as ComponentProps<T>)} /> : placeholder;
  }
  return LazyWhen;
}
