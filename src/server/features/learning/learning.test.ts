import { describe, expect, it } from 'vitest';
import type { Child } from '../../../common/schemas/children.js';
import type { FittedTip, Game, GeneratedGame, GeneratedStory, PlaySession, SavedStory } from '../../../common/schemas/learning.js';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { plotOf } from './stories/generate-story.js';

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

describe.each(TEST_DIALECTS)('learning & fun (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const families = useTwoFamilies(t);

  const send = (parent: SignedInParent, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: parent.cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const addChild = async (parent: SignedInParent, name: string, age: number, notes?: string) => {
    const response = await send(parent, 'POST', '/api/children', { name, birthDate: yearsAgo(age), notes });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Child>();
  };
  const generate = async <T>(parent: SignedInParent, payload: object) => {
    const response = await send(parent, 'POST', '/api/ai/generate-content', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('serves the catalogue to a signed-in parent only', async () => {
    const games = await getJson<Game[]>(t.app, families.owner, '/api/learning/games');
    expect(games.length).toBeGreaterThanOrEqual(40);
    expect((await t.app.inject({ method: 'GET', url: '/api/learning/games' })).statusCode).toBe(401);
  });

  it("fits the generated game to the family's children, from their ages, notes and timeline tags, and says why", async () => {
    const mia = await addChild(families.owner, 'Mia', 6);
    const entry = await send(families.owner, 'POST', '/api/timeline', {
      title: 'Sea life drawing',
      childId: mia.id,
      timelineType: 'memory',
      eventDate: new Date().toISOString().slice(0, 10),
      tags: ['drawing'],
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const first = await generate<GeneratedGame>(families.coParent, { type: 'game', familyData: [] });
    expect(first.game.ageRange).toContain('5');
    expect(first.reason).toContain('Mia (6)');
    expect(first.reason).toContain('drawing');
    const next = await generate<GeneratedGame>(families.owner, { type: 'game', familyData: [mia.id], exclude: [first.game.id] });
    expect(next.game.id).not.toBe(first.game.id);
    // Another family's child is refused like one that does not exist.
    const response = await send(families.intruder, 'POST', '/api/ai/generate-content', { type: 'game', familyData: [mia.id] });
    expect(response.statusCode).toBe(404);
  });

  it('records a finished game in the play history both parents see, and refuses bad input with a message', async () => {
    const mia = await addChild(families.owner, 'Mia', 6);
    const noah = await addChild(families.owner, 'Noah', 10);
    const played = await send(families.owner, 'POST', '/api/learning/play-history', {
      gameId: 'memory-kims-tray',
      childIds: [mia.id, noah.id],
      durationSeconds: 640,
    });
    expect(played.statusCode, played.body).toBe(201);
    const session = played.json<PlaySession>();
    expect(session).toMatchObject({
      gameId: 'memory-kims-tray',
      gameTitle: "Kim's Tray",
      category: 'memory',
      durationSeconds: 640,
      recordedBy: 'Alex Rivera',
    });
    expect(session.children.map((c) => c.name).sort()).toEqual(['Mia', 'Noah']);
    expect(await getJson<PlaySession[]>(t.app, families.coParent, '/api/learning/play-history')).toEqual([session]);

    const bad: [object, string][] = [
      [{ gameId: 'no-such-game', childIds: [mia.id], durationSeconds: 60 }, 'Unknown game'],
      [{ gameId: 'memory-kims-tray', childIds: [], durationSeconds: 60 }, 'Choose who played'],
      [{ gameId: 'memory-kims-tray', childIds: [mia.id, mia.id], durationSeconds: 60 }, 'A child is listed twice'],
      [{ gameId: 'memory-kims-tray', childIds: [mia.id], durationSeconds: 0 }, 'Duration must be at least 1 second'],
      [{ gameId: 'memory-kims-tray', childIds: [mia.id] }, 'Duration is required'],
    ];
    for (const [payload, message] of bad) {
      const response = await send(families.owner, 'POST', '/api/learning/play-history', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await getJson<PlaySession[]>(t.app, families.owner, '/api/learning/play-history')).toHaveLength(1);
  });

  it('refuses play history across families: another family neither sees it nor records with its children', async () => {
    const mia = await addChild(families.owner, 'Mia', 6);
    await send(families.owner, 'POST', '/api/learning/play-history', { gameId: 'logic-nim', childIds: [mia.id], durationSeconds: 300 });
    const snapshot = () => getJson<PlaySession[]>(t.app, families.owner, '/api/learning/play-history');
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: families.intruder,
      request: {
        method: 'POST',
        url: '/api/learning/play-history',
        payload: { gameId: 'logic-nim', childIds: [mia.id], durationSeconds: 30 },
      },
      snapshot,
    });
    expect(await getJson<PlaySession[]>(t.app, families.intruder, '/api/learning/play-history')).toEqual([]);
  });

  it('generates ten stories in a row with ten different plots, starring the children at their reading age', async () => {
    await addChild(families.owner, 'Mia', 6);
    await addChild(families.owner, 'Noah', 10);
    const stories: GeneratedStory['story'][] = [];
    for (let i = 0; i < 10; i++) {
      const parent = i % 2 === 0 ? families.owner : families.coParent;
      stories.push((await generate<GeneratedStory>(parent, { type: 'story', theme: 'adventure', familyMembers: [] })).story);
    }
    const plots = new Set(stories.map((s) => `${s.title}|${s.moralLesson}|${s.content.split('\n\n')[4]}`));
    expect(plots.size).toBe(10);
    expect(new Set(stories.map((s) => s.content)).size).toBe(10);
    for (const story of stories) {
      expect(story.characters).toEqual(expect.arrayContaining(['Mia', 'Noah']));
      expect(story.ageAppropriate).toBe('Ages 5-8');
      expect(story.theme).toBe('adventure');
    }
    // The grammar's plot numbers are consecutive: distinct by construction for 140 in a row.
    expect(new Set(Array.from({ length: 140 }, (_, n) => plotOf('love', n).key)).size).toBe(140);
    const older = await generate<GeneratedStory>(families.owner, { type: 'story', theme: 'love', ageRange: '13+' });
    expect(older.story.ageAppropriate).toBe('Ages 13+');
    const bad = await send(families.owner, 'POST', '/api/ai/generate-content', { type: 'story', theme: 'horror' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Theme must be cooperation, love or adventure');
  });

  it("saves a story to the family's library both parents read, once, and refuses it across families", async () => {
    await addChild(families.owner, 'Mia', 6);
    const { story } = await generate<GeneratedStory>(families.owner, { type: 'story', theme: 'love' });
    const saved = await send(families.owner, 'POST', '/api/learning/stories', { story });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<SavedStory>()).toMatchObject({ ...story, savedBy: 'Alex Rivera' });
    const again = await send(families.coParent, 'POST', '/api/learning/stories', { story });
    expect(again.statusCode).toBe(200);
    const library = await getJson<SavedStory[]>(t.app, families.coParent, '/api/learning/stories');
    expect(library.map((s) => s.id)).toEqual([story.id]);
    expect(await getJson<SavedStory>(t.app, families.coParent, `/api/learning/stories/${story.id}`)).toEqual(library[0]);

    const snapshot = () => getJson<SavedStory[]>(t.app, families.owner, '/api/learning/stories');
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: families.intruder,
      request: { method: 'GET', url: `/api/learning/stories/${story.id}` },
      snapshot,
    });
    expect(await getJson<SavedStory[]>(t.app, families.intruder, '/api/learning/stories')).toEqual([]);
    // The intruder saving the same story makes a copy in their own library, never touching the owners'.
    expect((await send(families.intruder, 'POST', '/api/learning/stories', { story: { ...story, title: 'Changed' } })).statusCode).toBe(
      201,
    );
    expect(await snapshot()).toEqual(library);
    const invalid = await send(families.owner, 'POST', '/api/learning/stories', { story: { ...story, content: '' } });
    expect(invalid.statusCode).toBe(400);
  });

  it("chooses tips by the children's ages and the family's records, and 'Try This Tip' reminds only that parent", async () => {
    await addChild(families.owner, 'Leo', 15);
    const tips = await getJson<FittedTip[]>(t.app, families.owner, '/api/learning/tips');
    expect(tips.length).toBeGreaterThan(0);
    for (const tip of tips) expect(tip.reason).toContain('Leo (15)');
    expect(tips.some((tip) => tip.reason.includes('no game in the Play History'))).toBe(true);

    const tip = tips[0]!;
    const remindAt = new Date(Date.now() + 3600_000).toISOString();
    const tried = await send(families.owner, 'POST', `/api/learning/tips/${tip.id}/try`, { remindAt });
    expect(tried.statusCode, tried.body).toBe(201);
    const mine = await getJson<FittedTip[]>(t.app, families.owner, '/api/learning/tips');
    expect(mine.find((x) => x.id === tip.id)?.plannedFor).toBe(remindAt);
    const theirs = await getJson<FittedTip[]>(t.app, families.coParent, '/api/learning/tips');
    expect(theirs.find((x) => x.id === tip.id)?.plannedFor).toBeNull();

    await t.app.services.jobs.runDue(new Date(Date.now() + 2 * 3600_000));
    const notifications = await getJson<NotificationList>(t.app, families.owner, '/api/notifications');
    expect(notifications.items.map((n) => n.title)).toContain(`Try this tip: ${tip.title}`);
    const coParentNotes = await getJson<NotificationList>(t.app, families.coParent, '/api/notifications');
    expect(coParentNotes.items.map((n) => n.title)).not.toContain(`Try this tip: ${tip.title}`);

    const past = await send(families.owner, 'POST', `/api/learning/tips/${tip.id}/try`, { remindAt: '2020-01-01T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toBe('Reminder time must be in the future');
    const tooFar = new Date(Date.now() + 91 * 86_400_000).toISOString();
    const far = await send(families.owner, 'POST', `/api/learning/tips/${tip.id}/try`, { remindAt: tooFar });
    expect(far.statusCode).toBe(400);
    expect(far.json<{ message: string }>().message).toBe('Reminder time must be within 90 days');
    const garbled = await send(families.owner, 'POST', `/api/learning/tips/${tip.id}/try`, { remindAt: 'tomorrow evening' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json<{ message: string }>().message).toContain('Reminder time must be a date and time');
    // None of the refused times replaced the chosen one.
    expect((await getJson<FittedTip[]>(t.app, families.owner, '/api/learning/tips')).find((x) => x.id === tip.id)?.plannedFor).toBe(
      remindAt,
    );
    expect((await send(families.owner, 'POST', '/api/learning/tips/no-such-tip/try', { remindAt })).statusCode).toBe(404);
  });
});
