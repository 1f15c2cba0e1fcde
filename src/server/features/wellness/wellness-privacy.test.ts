import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { WellnessEntry, WellnessInsight } from '../../../common/schemas/wellness.js';
import { getJson, twoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const SECRET = 'zebra-lantern-7731';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Every GET route of the app without a path parameter, read from Fastify's route tree. */
function parameterlessGetRoutes(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length;
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
    const segment = match[2] ?? '';
    const parent = stack.at(-1)?.path ?? '';
    const path = parent === '/' ? `/${segment}` : `${parent}${segment}`;
    stack.push({ depth, path });
    if ((match[3] ?? '').split(', ').includes('GET') && !path.includes(':')) paths.push(path);
  }
  return paths;
}

// Routes that end the session, open a socket or serve the web app rather than data.
const SKIPPED = new Set(['/', '/api/logout', '/api/login', '/api/ws']);

describe.each(TEST_DIALECTS)('wellness privacy (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const send = (parent: SignedInParent, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: parent.cookie }, ...(payload ? { payload } : {}) });
  const logCheckIn = async (parent: SignedInParent, fields: Partial<WellnessEntry>) => {
    const response = await send(parent, 'POST', '/api/wellness', { moodScore: 5, stressLevel: 5, communicationRating: 5, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WellnessEntry>();
  };
  const insight = async (parent: SignedInParent, payload: object) => {
    const response = await send(parent, 'POST', '/api/ai/wellness-insight', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WellnessInsight>().insight;
  };

  it('never shows a check-in to the co-parent or another family, and only its author deletes it', async () => {
    const { owner, coParent, intruder } = await twoFamilies(t.app);
    const entry = await logCheckIn(owner, {
      notes: `Private ${SECRET}`,
      triggers: [`${SECRET} trigger`],
      copingStrategies: ['Evening walk'],
    });
    const coParentEntry = await logCheckIn(coParent, { moodScore: 9 });

    expect(await getJson(t.app, owner, '/api/wellness')).toEqual([entry]);
    expect(await getJson(t.app, coParent, '/api/wellness')).toEqual([coParentEntry]);
    expect(await getJson(t.app, intruder, '/api/wellness')).toEqual([]);

    for (const other of [coParent, intruder]) {
      const response = await send(other, 'DELETE', `/api/wellness/${entry.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
    expect(await getJson(t.app, owner, '/api/wellness')).toEqual([entry]);
  });

  it('no other route gives the co-parent any trace of the check-ins (every GET, the legal report)', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    const entry = await logCheckIn(owner, { notes: `Private ${SECRET}`, triggers: [`${SECRET} trigger`], entryDate: daysAgo(1) });
    const routes = parameterlessGetRoutes(t.app).filter((path) => !SKIPPED.has(path));
    expect(routes).toContain('/api/wellness');
    expect(routes.length).toBeGreaterThan(15);
    for (const url of routes) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: coParent.cookie } });
      expect(response.body, url).not.toContain(SECRET);
      expect(response.body, url).not.toContain(entry.id);
    }
    // The id of the entry means nothing anywhere else (files, events).
    for (const url of [`/api/files/${entry.id}`, `/api/events/${entry.id}/ics`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
      expect(response.statusCode, url).toBe(404);
    }
    // The court report is about the family's shared records: no parent's private check-ins, not even the author's.
    if (t.app.hasRoute({ method: 'POST', url: '/api/legal-documents/generate-report' })) {
      for (const parent of [owner, coParent]) {
        const response = await send(parent, 'POST', '/api/legal-documents/generate-report', {
          startDate: daysAgo(30),
          endDate: daysAgo(0),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.body).not.toContain(SECRET);
      }
    }
    // The co-parent's insight is built from their own (empty) history, not the owner's.
    expect(await insight(coParent, { mood: 'okay', stressLevel: 5 })).toContain("Log a check-in on most days and I'll point out");
  });

  it("builds the insight from the author's own recent entries", async () => {
    const { owner } = await twoFamilies(t.app);
    for (let d = 13; d >= 0; d--) {
      const better = d < 7;
      await logCheckIn(owner, {
        entryDate: daysAgo(d),
        moodScore: better ? 8 : 4,
        stressLevel: better ? 3 : 7,
        copingStrategies: better ? ['Morning run'] : [],
        triggers: d % 3 === 0 ? ['Late pickup'] : [],
      });
    }
    const text = await insight(owner, { mood: 'great', stressLevel: 3 });
    expect(text).toContain('Your mood averaged 8 this past week, up from 4 the week before.');
    expect(text).toContain('Stress eased from 7 to 3.');
    expect(text).toContain("on days you used 'Morning run', your mood averaged 8, against 4 on other days");
    expect(text).toContain("'Late pickup' came up 5 times");
  });

  it('refuses a bad insight payload with exact messages', async () => {
    const { owner } = await twoFamilies(t.app);
    const cases: [object, string, string][] = [
      [{ stressLevel: 5 }, 'mood', 'Mood must be great, okay, stressed, happy or neutral'],
      [{ mood: 'ecstatic', stressLevel: 5 }, 'mood', 'Mood must be great, okay, stressed, happy or neutral'],
      [{ mood: 'great' }, 'stressLevel', 'Stress level must be a whole number from 1 to 10'],
      [{ mood: 'great', stressLevel: 0 }, 'stressLevel', 'Stress level must be a whole number from 1 to 10'],
      [{ mood: 'great', stressLevel: 4.5 }, 'stressLevel', 'Stress level must be a whole number from 1 to 10'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(owner, 'POST', '/api/ai/wellness-insight', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    for (const mood of ['great', 'okay', 'stressed', 'happy', 'neutral']) {
      expect(await insight(owner, { mood, stressLevel: 6 })).toMatch(/\w/);
    }
  });
});
