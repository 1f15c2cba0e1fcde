import { describe, expect, it } from 'vitest';
import { addDays } from '../../common/custody/calendar-dates.js';
import type { ConversationSummary } from '../../common/schemas/conversations.js';
import type { CustodyCalendar, CustodySchedule, SwapRequest } from '../../common/schemas/custody.js';
import type { CalendarEvent } from '../../common/schemas/events.js';
import type { Family } from '../../common/schemas/family.js';
import type { MessagePage } from '../../common/schemas/messages.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { DEMO_EXCHANGE_HOUR, localYmd, spokenDate, spokenDay, spokenTime } from './demo-calendar.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo family agrees with itself (%s)', (dialect) => {
  const t = useTestApp(dialect);

  async function signedIn() {
    const demo = await seedDemoFamily(t.db);
    const cookie = await signIn(t.app, demo.parents[0]);
    return <T>(url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json<T>());
  }

  it('has two parents with real names and distinct initials', async () => {
    const get = await signedIn();
    const family = await get<Family>('/api/family');
    const names = family.members.map((m) => m.name);
    expect(names).toEqual(['Sarah Bennett', 'David Bennett']);
    expect(new Set(family.members.map((m) => m.firstName[0])).size).toBe(2);
    expect(names.join(' ')).not.toMatch(/Parent/);
  });

  it('writes messages about the events, the schedule and the swap request that are really there', async () => {
    const get = await signedIn();
    const events = await get<CalendarEvent[]>('/api/events');
    const schedule = await get<CustodySchedule>('/api/custody-schedule');
    const [swap] = await get<SwapRequest[]>('/api/swap-requests');
    const texts: string[] = [];
    for (const conversation of await get<ConversationSummary[]>('/api/conversations')) {
      const page = await get<MessagePage>(`/api/conversations/${conversation.id}/messages`);
      texts.push(...page.messages.map((m) => m.content));
    }
    const all = texts.join('\n');
    const event = (title: string) => {
      const found = events.find((e) => e.title === title && Date.parse(e.startTime) > Date.now());
      expect(found, title).toBeDefined();
      return new Date(found?.startTime ?? 0);
    };
    for (const title of ['Dentist check-up', 'School concert', 'Parent-teacher conference', 'School play rehearsal']) {
      const start = event(title);
      expect(all, title).toContain(`${spokenDate(start)} at ${spokenTime(start)}`);
    }
    expect(all).toContain('Bright Smiles Dental');
    expect(events.find((e) => e.title === 'Dentist check-up')?.location).toBe('Bright Smiles Dental');
    expect(all).toContain(`From ${spokenDay(schedule.startDate)} I have the kids`);
    expect(all).toContain(`handovers at 5 PM`);
    expect(schedule.exchangeTime).toBe(`${DEMO_EXCHANGE_HOUR}:00`);
    expect(swap?.dates).toEqual([addDays(schedule.startDate, 7), addDays(schedule.startDate, 8)]);
    for (const date of swap?.dates ?? []) {
      expect(all).toContain(spokenDay(date));
      expect(swap?.reason).toContain(spokenDay(date));
    }
    // School and clinic events fall on weekdays, one a day.
    const oneOffs = events.filter((e) => e.eventType === 'school' || e.eventType === 'appointment').map((e) => new Date(e.startTime));
    expect(oneOffs.every((d) => d.getDay() % 6 !== 0)).toBe(true);
    expect(new Set(oneOffs.map(localYmd)).size).toBe(oneOffs.length);
    // The custody schedule draws the handovers; no event repeats them.
    expect(events.some((e) => e.eventType === 'custody')).toBe(false);
    expect(all).not.toMatch(/spring|Saturday swap/i);
  });

  it("gives each parent's event to the parent who has the children then", async () => {
    const get = await signedIn();
    const family = await get<Family>('/api/family');
    const schedule = await get<CustodySchedule>('/api/custody-schedule');
    const calendar = await get<CustodyCalendar>(`/api/custody/calendar?from=${schedule.startDate}&to=${addDays(schedule.startDate, 34)}`);
    const events = await get<CalendarEvent[]>('/api/events');
    const parentIds = new Set(family.members.map((m) => m.userId));
    let checked = 0;
    for (const event of events) {
      if (!event.assignedParent || !parentIds.has(event.assignedParent)) continue;
      const start = new Date(event.startTime);
      const night = start.getHours() < DEMO_EXCHANGE_HOUR ? addDays(localYmd(start), -1) : localYmd(start);
      const day = calendar.days.find((d) => d.date === night);
      if (!day) continue;
      expect(event.assignedParent, `${event.title} on ${night}`).toBe(day.parentId);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
