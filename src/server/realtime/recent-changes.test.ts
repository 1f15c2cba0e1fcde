import { describe, expect, it } from 'vitest';
import { CATCH_UP_WINDOW_MS, CLOCK_MARGIN_MS, RecentChanges } from './recent-changes.js';

function clock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const START = 1_764_300_000_000;

describe('RecentChanges', () => {
  it("tells a page whether its user or family had an event since it was read, and not another family's", () => {
    const time = clock(START);
    const changes = new RecentChanges(time.now);
    time.advance(60_000);
    const pageRead = time.now();
    time.advance(1_000);
    changes.record({ familyId: 'other-family' });
    expect(changes.changedSince('parent', 'family', pageRead)).toBe(false);
    changes.record({ familyId: 'family' });
    expect(changes.changedSince('parent', 'family', pageRead)).toBe(true);
    expect(changes.changedSince('co-parent', 'family', pageRead)).toBe(true);

    time.advance(1_000);
    changes.record({ userId: 'parent' });
    const later = time.now() + CLOCK_MARGIN_MS + 1;
    time.advance(CLOCK_MARGIN_MS + 1);
    expect(changes.changedSince('parent', 'family', later)).toBe(false);
    changes.record({ userId: 'parent' });
    expect(changes.changedSince('parent', 'family', later)).toBe(true);
    expect(changes.changedSince('co-parent', 'family', later)).toBe(false);
  });

  it('counts an event a little before the moment as after it: the clocks of two instances differ', () => {
    const time = clock(START);
    const changes = new RecentChanges(time.now);
    time.advance(60_000);
    changes.record({ familyId: 'family' });
    expect(changes.changedSince('parent', 'family', time.now() + CLOCK_MARGIN_MS)).toBe(true);
    expect(changes.changedSince('parent', 'family', time.now() + CLOCK_MARGIN_MS + 1)).toBe(false);
  });

  it('answers changed when it cannot know: a page read before it started, too long ago, or before it forgot', () => {
    const time = clock(START);
    const changes = new RecentChanges(time.now);
    expect(changes.changedSince('parent', 'family', START - 1)).toBe(true);
    time.advance(CLOCK_MARGIN_MS + CATCH_UP_WINDOW_MS + 1);
    expect(changes.changedSince('parent', 'family', START + CLOCK_MARGIN_MS)).toBe(true);
    const recent = time.now() - 1_000;
    expect(changes.changedSince('parent', 'family', recent)).toBe(false);
    changes.forget();
    expect(changes.changedSince('parent', 'family', recent)).toBe(true);
    time.advance(CLOCK_MARGIN_MS);
    expect(changes.changedSince('parent', 'family', time.now())).toBe(false);
  });

  it('forgets families whose last event is older than the window, without losing a recent one', () => {
    const time = clock(START);
    const changes = new RecentChanges(time.now);
    changes.record({ familyId: 'old' });
    time.advance(CATCH_UP_WINDOW_MS + CLOCK_MARGIN_MS + 1);
    changes.record({ familyId: 'new' });
    expect((changes as unknown as { lastAt: Map<string, number> }).lastAt.has('f:old')).toBe(false);
    expect(changes.changedSince('parent', 'new', time.now() - 1)).toBe(true);
  });
});
