import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Child } from '../../../common/schemas/children.js';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import { expectRefusedAcrossFamilies, getJson, twoFamilies } from '../../testing/cross-family.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const emma = {
  name: 'Emma',
  birthDate: '2016-04-12',
  school: 'Maple Grove Elementary',
  grade: '4th grade',
  emergencyContact: 'Grandma Rose, 555-0142',
  notes: 'Allergic to peanuts',
};

describe.each(TEST_DIALECTS)('children (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const send = (parent: SignedInParent, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: parent.cookie }, ...(payload ? { payload } : {}) });
  const create = async (parent: SignedInParent, payload: object = emma) => {
    const response = await send(parent, 'POST', '/api/children', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Child>();
  };

  it('creates a child that both parents see, with the age computed', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    const child = await create(owner);
    expect(child).toMatchObject({ ...emma, profileImageUrl: null, age: expect.any(Number) });
    expect(child.age).toBeGreaterThanOrEqual(9);
    const minimal = await create(coParent, { name: '  Liam ', birthDate: '2019-09-03', school: '', notes: null });
    expect(minimal).toMatchObject({ name: 'Liam', school: null, grade: null, emergencyContact: null, notes: null });
    expect((await getJson<Child[]>(t.app, owner, '/api/children')).map((c) => c.name)).toEqual(['Emma', 'Liam']);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const parent = await signUp(t.app);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string, string][] = [
      [{ birthDate: '2016-04-12' }, 'name', 'Name is required'],
      [{ ...emma, name: '   ' }, 'name', 'Name is required'],
      [{ ...emma, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [{ name: 'Emma' }, 'birthDate', 'Birth date is required'],
      [{ ...emma, birthDate: '12/04/2016' }, 'birthDate', 'Birth date must be a date (YYYY-MM-DD)'],
      [{ ...emma, birthDate: '2016-02-30' }, 'birthDate', 'Birth date must be a real date'],
      [{ ...emma, birthDate: tomorrow }, 'birthDate', 'Birth date cannot be in the future'],
      [{ ...emma, birthDate: '1989-12-31' }, 'birthDate', 'Birth date must be in 1990 or later'],
      [{ ...emma, emergencyContact: 'x'.repeat(201) }, 'emergencyContact', 'Emergency contact must be at most 200 characters'],
      [{ ...emma, notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
      [{ ...emma, familyId: 'someone-else' }, 'familyId', "Unknown field 'familyId'"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(parent, 'POST', '/api/children', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect(await getJson(t.app, parent, '/api/children')).toEqual([]);
  });

  it('updates only the fields given, clears with blank, and validates', async () => {
    const parent = await signUp(t.app);
    const child = await create(parent);
    const patched = await send(parent, 'PATCH', `/api/children/${child.id}`, { grade: '5th grade', notes: '' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Emma', school: emma.school, grade: '5th grade', notes: null });
    const bad = await send(parent, 'PATCH', `/api/children/${child.id}`, { name: '', birthDate: '2999-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: 'Name is required', birthDate: 'Birth date cannot be in the future' });
    const missing = await send(parent, 'PATCH', '/api/children/no-such-child', { name: 'Zed' });
    expect(missing.statusCode).toBe(404);
    expect(await getJson(t.app, parent, '/api/children')).toEqual([expect.objectContaining({ name: 'Emma', grade: '5th grade' })]);
  });

  it('archives the child of a parent alone in the family; their events keep naming them', async () => {
    const parent = await signUp(t.app);
    const child = await create(parent);
    const event = await send(parent, 'POST', '/api/events', {
      title: 'Dentist',
      startTime: '2030-03-01T15:00:00Z',
      endTime: '2030-03-01T16:00:00Z',
      eventType: 'appointment',
      childId: child.id,
    });
    expect(event.statusCode, event.body).toBe(201);
    expect((await send(parent, 'DELETE', `/api/children/${child.id}`)).statusCode).toBe(204);
    expect(await getJson(t.app, parent, '/api/children')).toEqual([]);
    // Archived, not destroyed: the record (and what refers to it) stays.
    const row = await t.db.kysely.selectFrom('children').select(['name', 'archivedBy']).where('id', '=', child.id).executeTakeFirst();
    expect(row).toEqual({ name: 'Emma', archivedBy: parent.user.id });
    const events = await getJson<CalendarEvent[]>(t.app, parent, '/api/events');
    expect(events).toEqual([expect.objectContaining({ title: 'Dentist', childId: child.id, childName: 'Emma' })]);
    expect((await send(parent, 'DELETE', `/api/children/${child.id}`)).statusCode).toBe(404);
  });

  it("refuses every route on another family's child, changing nothing", async () => {
    const { owner, intruder } = await twoFamilies(t.app);
    const child = await create(owner);
    const snapshot = () => getJson(t.app, owner, '/api/children');
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const upload = multipartPayload('photo', { name: 'a.png', type: 'image/png', data: photo });
    for (const request of [
      { method: 'PATCH' as const, url: `/api/children/${child.id}`, payload: { name: 'Taken' } },
      { method: 'DELETE' as const, url: `/api/children/${child.id}` },
    ]) {
      await expectRefusedAcrossFamilies({ app: t.app, intruder, request, snapshot });
    }
    // The helper sends only the cookie header; an upload needs its multipart content type too.
    const before = await snapshot();
    const photoUpload = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/photo`,
      payload: upload.payload,
      headers: { ...upload.headers, cookie: intruder.cookie },
    });
    expect(photoUpload.statusCode, photoUpload.body).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(await t.db.kysely.selectFrom('files').select('id').execute()).toEqual([]);
    expect(await getJson(t.app, intruder, '/api/children')).toEqual([]);
  });
});
