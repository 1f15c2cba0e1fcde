import { beforeEach, describe, expect, it } from 'vitest';
import { eventPayload } from '../../testing/events.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

describe.each(TEST_DIALECTS)('links to an archived child (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let parent: SignedInParent;
  let childId: string;
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: parent.cookie }, ...(payload ? { payload } : {}) });

  beforeEach(async () => {
    parent = await signUp(t.app);
    childId = (await send('POST', '/api/children', { name: 'Maya', birthDate: '2018-04-02' })).json<{ id: string }>().id;
  });

  it('refuses new events, expenses and feeds for an archived child, and keeps the records that already name them editable', async () => {
    const event = await send('POST', '/api/events', eventPayload({ title: 'Dentist', eventType: 'appointment', childId }));
    expect(event.statusCode, event.body).toBe(201);
    const expense = await send('POST', '/api/expenses', { title: 'Swim lessons', amount: 40, expenseDate: '2026-01-02', childId });
    expect(expense.statusCode, expense.body).toBe(201);

    // A parent alone in the family archives the child directly.
    expect((await send('DELETE', `/api/children/${childId}`)).statusCode).toBe(204);

    for (const [url, payload] of [
      ['/api/events', eventPayload({ title: 'Piano', childId })],
      ['/api/expenses', { title: 'Shoes', amount: 30, expenseDate: '2026-01-03', childId }],
      ['/api/calendar/feeds', { childId }],
    ] as const) {
      const refused = await send('POST', url, payload);
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(400);
      expect(refused.json().fields.childId).toEqual(expect.any(String));
    }

    const { id: eventId } = event.json<{ id: string }>();
    const renamed = await send('PATCH', `/api/events/${eventId}`, { title: 'Dentist check-up', childId });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Dentist check-up', childId });
    const { id: expenseId } = expense.json<{ id: string }>();
    const edited = await send('PATCH', `/api/expenses/${expenseId}`, { title: 'Swim lessons (term 2)', childId });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Swim lessons (term 2)', childId });
  });
});
