import { describe, expect, it } from 'vitest';
import { backoffDelay, socketUrl } from './connect-socket';

describe('backoffDelay', () => {
  it('doubles from about a second and never passes 30 s', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
  });

  it('spreads clients with jitter down to half the delay', () => {
    expect(backoffDelay(2, () => 0)).toBe(2000);
    expect(backoffDelay(2, () => 0.5)).toBe(3000);
  });
});

describe('socketUrl', () => {
  it('follows the page protocol', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5164' })).toBe('ws://localhost:5164/api/ws');
    expect(socketUrl({ protocol: 'https:', host: 'amity.example' })).toBe('wss://amity.example/api/ws');
  });
});
