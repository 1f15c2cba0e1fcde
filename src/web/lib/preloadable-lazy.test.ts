import { createElement, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = () => createElement('p', null, 'Hello');
const draw = (component: Parameters<typeof createElement>[0]) =>
  renderToStaticMarkup(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(component)));

describe('preloadableLazy', () => {
  it('suspends on its first render when nothing loaded it yet, like React.lazy', () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Greeting }));
    expect(draw(Lazy)).toBe('<i>loading</i>');
  });

  it('draws at once, without its fallback, once preloaded', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Greeting }));
    await Lazy.preload();
    expect(draw(Lazy)).toBe('<p>Hello</p>');
  });

  it('loads its chunk once however often it is preloaded', async () => {
    let loads = 0;
    const Lazy = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve({ default: Greeting });
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('asks again for a chunk that failed to load', async () => {
    let attempts = 0;
    const Lazy = preloadableLazy(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting });
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(draw(Lazy)).toBe('<p>Hello</p>');
  });
});
