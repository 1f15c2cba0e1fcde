import { describe, expect, it } from 'vitest';
import type { WellnessEntry } from '../../../common/schemas/wellness.js';
import { getJson } from '../../testing/cross-family.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const checkIn = {
  moodScore: 7,
  stressLevel: 4,
  communicationRating: 6,
  sleepHours: 7,
  exerciseMinutes: 30,
  notes: '  Calm handoff at school.  ',
  triggers: [' School run ', 'school run', '', 'Work deadline'],
  copingStrategies: ['Evening walk'],
  entryDate: '2026-03-02',
};

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('wellness (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const post = (parent: SignedInParent, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/wellness', headers: { cookie: parent.cookie }, payload: payload as object });
  const create = async (parent: SignedInParent, payload: object = checkIn) => {
    const response = await post(parent, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WellnessEntry>();
  };

  it('logs a check-in with cleaned lists and notes, and lists the newest first', async () => {
    const parent = await signUp(t.app);
    const entry = await create(parent);
    expect(entry).toEqual({
      id: expect.any(String),
      moodScore: 7,
      stressLevel: 4,
      communicationRating: 6,
      sleepHours: 7,
      exerciseMinutes: 30,
      notes: 'Calm handoff at school.',
      triggers: ['School run', 'Work deadline'],
      copingStrategies: ['Evening walk'],
      entryDate: '2026-03-02',
      createdAt: expect.any(String),
    });
    const later = await create(parent, { moodScore: 3, stressLevel: 8, communicationRating: 2, entryDate: '2026-03-05' });
    const sameDay = await create(parent, { moodScore: 5, stressLevel: 5, communicationRating: 5, entryDate: '2026-03-05' });
    const list = await getJson<WellnessEntry[]>(t.app, parent, '/api/wellness');
    expect(list.map((e) => e.id)).toEqual([sameDay.id, later.id, entry.id]);
    expect(list[2]).toEqual(entry);
  });

  it('fills the spec defaults: 8 hours of sleep, no exercise, no notes or lists, today', async () => {
    const parent = await signUp(t.app);
    const entry = await create(parent, { moodScore: 5, stressLevel: 5, communicationRating: 5 });
    expect(entry).toMatchObject({ sleepHours: 8, exerciseMinutes: 0, notes: null, triggers: [], copingStrategies: [] });
    expect(entry.entryDate).toBe(new Date().toISOString().slice(0, 10));
    const blank = await create(parent, { ...checkIn, notes: '   ', triggers: null, entryDate: '' });
    expect(blank).toMatchObject({ notes: null, triggers: [], entryDate: new Date().toISOString().slice(0, 10) });
    // Every edge of every range is accepted.
    for (const [moodScore, sleepHours, exerciseMinutes] of [
      [1, 4, 0],
      [10, 12, 120],
      [6, 9, 15],
    ]) {
      await create(parent, { moodScore, stressLevel: moodScore, communicationRating: moodScore, sleepHours, exerciseMinutes });
    }
  });

  it('refuses every out-of-range value with an exact message and writes nothing', async () => {
    const parent = await signUp(t.app);
    const many = Array.from({ length: 11 }, (_, i) => `thing ${i}`);
    const cases: [unknown, string, string][] = [
      [{ ...checkIn, moodScore: undefined }, 'moodScore', 'Mood score is required'],
      [{ ...checkIn, moodScore: 0 }, 'moodScore', 'Mood score must be a whole number from 1 to 10'],
      [{ ...checkIn, moodScore: 11 }, 'moodScore', 'Mood score must be a whole number from 1 to 10'],
      [{ ...checkIn, moodScore: 5.5 }, 'moodScore', 'Mood score must be a whole number from 1 to 10'],
      [{ ...checkIn, moodScore: '5' }, 'moodScore', 'Mood score must be a whole number from 1 to 10'],
      [{ ...checkIn, stressLevel: null }, 'stressLevel', 'Stress level is required'],
      [{ ...checkIn, stressLevel: -3 }, 'stressLevel', 'Stress level must be a whole number from 1 to 10'],
      [{ ...checkIn, stressLevel: 10.01 }, 'stressLevel', 'Stress level must be a whole number from 1 to 10'],
      [{ ...checkIn, communicationRating: undefined }, 'communicationRating', 'Communication rating is required'],
      [{ ...checkIn, communicationRating: 12 }, 'communicationRating', 'Communication rating must be a whole number from 1 to 10'],
      [{ ...checkIn, sleepHours: 3 }, 'sleepHours', 'Sleep hours must be a whole number from 4 to 12'],
      [{ ...checkIn, sleepHours: 13 }, 'sleepHours', 'Sleep hours must be a whole number from 4 to 12'],
      [{ ...checkIn, sleepHours: 7.5 }, 'sleepHours', 'Sleep hours must be a whole number from 4 to 12'],
      [{ ...checkIn, exerciseMinutes: 20 }, 'exerciseMinutes', 'Exercise minutes must be one of 0, 15, 30, 45, 60, 90 or 120'],
      [{ ...checkIn, exerciseMinutes: 150 }, 'exerciseMinutes', 'Exercise minutes must be one of 0, 15, 30, 45, 60, 90 or 120'],
      [{ ...checkIn, exerciseMinutes: '30' }, 'exerciseMinutes', 'Exercise minutes must be one of 0, 15, 30, 45, 60, 90 or 120'],
      [{ ...checkIn, notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
      [{ ...checkIn, notes: 42 }, 'notes', 'Notes must be text'],
      [{ ...checkIn, triggers: 'school run' }, 'triggers', 'Triggers must be a list of text'],
      [{ ...checkIn, triggers: ['ok', 3] }, 'triggers', 'Triggers must be a list of text'],
      [{ ...checkIn, triggers: ['x'.repeat(41)] }, 'triggers', 'Each trigger must be at most 40 characters'],
      [{ ...checkIn, triggers: many }, 'triggers', 'Add at most 10 triggers'],
      [{ ...checkIn, copingStrategies: { walk: true } }, 'copingStrategies', 'Coping strategies must be a list of text'],
      [{ ...checkIn, copingStrategies: ['y'.repeat(41)] }, 'copingStrategies', 'Each coping strategy must be at most 40 characters'],
      [{ ...checkIn, copingStrategies: many }, 'copingStrategies', 'Add at most 10 coping strategies'],
      [{ ...checkIn, entryDate: '02/03/2026' }, 'entryDate', 'Entry date must be a date (YYYY-MM-DD)'],
      [{ ...checkIn, entryDate: 20260302 }, 'entryDate', 'Entry date must be a date (YYYY-MM-DD)'],
      [{ ...checkIn, entryDate: '2026-02-30' }, 'entryDate', 'Entry date must be a real date'],
      [{ ...checkIn, entryDate: '1999-12-31' }, 'entryDate', 'Entry date must be in 2000 or later'],
      [{ ...checkIn, entryDate: daysFromToday(2) }, 'entryDate', 'Entry date cannot be in the future'],
      [{ ...checkIn, userId: 'someone-else' }, 'userId', "Unknown field 'userId'"],
      [[1, 2], '_', 'Request body must be a JSON object'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(parent, payload);
      expect(response.statusCode, `${JSON.stringify(payload).slice(0, 90)}: ${response.body}`).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    // Ten distinct items after de-duplication are fine; the limit counts what is kept.
    await create(parent, { ...checkIn, triggers: [...many.slice(0, 10), 'THING 1'] });
    expect(await getJson<WellnessEntry[]>(t.app, parent, '/api/wellness')).toHaveLength(1);
  });

  it('names every field at fault at once', async () => {
    const parent = await signUp(t.app);
    const response = await post(parent, { moodScore: 0, stressLevel: 11, sleepHours: 2, exerciseMinutes: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      moodScore: 'Mood score must be a whole number from 1 to 10',
      stressLevel: 'Stress level must be a whole number from 1 to 10',
      communicationRating: 'Communication rating is required',
      sleepHours: 'Sleep hours must be a whole number from 4 to 12',
      exerciseMinutes: 'Exercise minutes must be one of 0, 15, 30, 45, 60, 90 or 120',
    });
    expect(await t.db.kysely.selectFrom('wellnessEntries').select('id').execute()).toEqual([]);
  });

  it('deletes the author’s own check-in; a second delete is 404', async () => {
    const parent = await signUp(t.app);
    const keep = await create(parent);
    const gone = await create(parent, { ...checkIn, entryDate: '2026-03-03' });
    const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/wellness/${id}`, headers: { cookie: parent.cookie } });
    expect((await remove(gone.id)).statusCode).toBe(204);
    expect((await remove(gone.id)).statusCode).toBe(404);
    expect((await remove('x'.repeat(65))).statusCode).toBe(400);
    expect(await getJson<WellnessEntry[]>(t.app, parent, '/api/wellness')).toEqual([keep]);
  });

  it('answers 401 when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/wellness'],
      ['POST', '/api/wellness'],
      ['DELETE', '/api/wellness/abc'],
      ['POST', '/api/ai/wellness-insight'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? checkIn : undefined });
      expect(response.statusCode, url).toBe(401);
    }
    expect(await t.db.kysely.selectFrom('wellnessEntries').select('id').execute()).toEqual([]);
  });
});
