import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: the first paint is awaited once per page. */
const freshModule = async () => {
  vi.resetModules();
  return import('./lazy-after-paint');
};

/** Fake timers and frames: `paintFrame` runs the frames asked for so far, then what they scheduled. */
function fakeFrames() {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return async function paintFrame() {
    for (const frame of frames.splice(0)) frame(0);
    await vi.advanceTimersByTimeAsync(0);
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('settles after the next frame has painted, not before', async () => {
    const paintFrame = fakeFrames();
    const { afterFirstPaint } = await freshModule();
    let settled = false;
    void afterFirstPaint().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(false);
    await paintFrame();
    expect(settled).toBe(true);
  });

  it('settles within a second in a hidden tab, which paints no frames', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { afterFirstPaint } = await freshModule();
    let settled = false;
    void afterFirstPaint().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});

describe('revealInTurn', () => {
  it('reveals one widget per painted frame, in the order they loaded', async () => {
    const paintFrame = fakeFrames();
    const { revealInTurn } = await freshModule();
    const revealed: string[] = [];
    for (const name of ['navigation', 'bell', 'theme']) revealInTurn(() => revealed.push(name));
    await vi.advanceTimersByTimeAsync(0);
    expect(revealed).toEqual(['navigation']);
    await vi.advanceTimersByTimeAsync(10);
    expect(revealed).toEqual(['navigation']);
    await paintFrame();
    expect(revealed).toEqual(['navigation', 'bell']);
    await paintFrame();
    expect(revealed).toEqual(['navigation', 'bell', 'theme']);
  });
});
