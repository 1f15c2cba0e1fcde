import { describe, expect, it } from 'vitest';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { useSockets, type ReceivedFrame } from '../../testing/ws-client.js';
import { timelineKit } from '../../testing/timeline.js';

const isTimeline = (frame: ReceivedFrame) => frame.type === 'timeline.changed';

describe.each(TEST_DIALECTS)('timeline realtime (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const { connect } = useSockets(t);
  const family = useTwoFamilies(t);

  it('tells the family about shared entries, and only the author about private ones', async () => {
    const kit = timelineKit(t.app);
    const child = await kit.addChild(family.owner);
    const [owner, coParent, intruder] = await Promise.all([connect(family.owner), connect(family.coParent), connect(family.intruder)]);

    const secret = await kit.addEntry(family.owner, { title: 'Private worry', childId: child.id, isPrivate: true });
    await owner.next(isTimeline);
    await kit.send(family.owner, 'PATCH', `/api/timeline/${secret.id}`, { title: 'Still private' });
    await kit.send(family.owner, 'DELETE', `/api/timeline/${secret.id}`);
    await kit.addEntry(family.owner, { title: 'Shared goal', childId: child.id });
    const seen = await coParent.next(isTimeline);
    expect(seen.frame).toMatchObject({ type: 'timeline.changed', payload: { childIds: [child.id] } });
    await expect.poll(() => owner.frames.filter((f) => isTimeline(f.frame)).length).toBe(4);
    // Nothing about the private entry reached the co-parent, and nothing at all reached the other family.
    expect(coParent.frames.filter((f) => isTimeline(f.frame))).toHaveLength(1);
    expect(intruder.frames.filter((f) => isTimeline(f.frame))).toHaveLength(0);
  });
});
