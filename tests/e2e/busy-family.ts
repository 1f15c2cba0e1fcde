/**
 * A family with realistic, long data, seeded through the API: two parents, children, a custody schedule,
 * events, conversations and messages, expenses, timeline entries, check-ins, legal documents, a photo
 * and a swap request waiting for parent A. Layout tests use it so long names and titles are on screen.
 */
import sharp from 'sharp';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { addDays } from '../../src/common/custody/calendar-dates.js';
import { expect, pairCoParent, signUpViaApi, type Account } from './fixtures.js';

export interface BusyFamily {
  parentA: Account;
  parentB: Account;
  /** The child with the long name, school and notes, and her timeline entry. */
  childId: string;
  /** The 'General' conversation, with messages from both parents. */
  conversationId: string;
}

const today = () => new Date().toISOString().slice(0, 10);
/** An instant `days` from today at `hour`:`minute` UTC. */
const at = (days: number, hour: number, minute = 0) =>
  `${addDays(today(), days)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

async function post<T = { id: string }>(request: APIRequestContext, url: string, data: unknown, status = 201): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

async function userId(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/auth/user')).json()) as { id: string }).id;
}

async function seedCustodySchedule(a: APIRequestContext, b: APIRequestContext): Promise<void> {
  const schedule = {
    pattern: '2-2-3',
    startDate: addDays(today(), -10),
    exchangeTime: '18:00',
    firstParentId: await userId(a),
    timeZone: 'UTC',
  };
  const put = await a.put('/api/custody-schedule', { data: schedule });
  expect(put.ok(), await put.text()).toBe(true);
  const history = (await (await b.get('/api/custody-schedule/history')).json()) as { id: string; status: string }[];
  const pending = history.find((c) => c.status === 'pending');
  if (pending) await post(b, `/api/custody-schedule/proposals/${pending.id}/accept`, {}, 200);
}

/** B asks to swap the first of B's nights from next week on, so A has a request to answer. */
async function seedSwapRequest(b: APIRequestContext): Promise<void> {
  const idB = await userId(b);
  const calendar = (await (await b.get(`/api/custody/calendar?from=${addDays(today(), 7)}&to=${addDays(today(), 21)}`)).json()) as {
    days: { date: string; parentId: string }[];
  };
  const night = calendar.days.find((d) => d.parentId === idB);
  expect(night, 'a night of parent B').toBeTruthy();
  await post(b, '/api/swap-requests', {
    dates: [night?.date],
    reason: 'My sister’s wedding rehearsal dinner runs late in Saint-Rémy-de-Provence, could you keep the children that night?',
  });
}

async function seedChildren(a: APIRequestContext): Promise<string[]> {
  const children = [
    {
      name: 'Emma Charlotte Rivera-Lindqvist',
      birthDate: '2016-04-12',
      school: 'Maple Grove International Bilingual Elementary School',
      grade: '3rd grade (Ms. Abernathy-Whitfield)',
      emergencyContact: 'Grandma Ingrid Lindqvist, +46 70 123 45 67 or +1 (555) 010-2233',
      notes: 'Allergic to peanuts and tree nuts; EpiPen in the blue backpack. Loves drawing horses and swimming lessons on Saturdays.',
    },
    { name: 'Leo', birthDate: '2019-09-30', school: 'Little Acorns Preschool', grade: 'Pre-K' },
  ];
  const ids: string[] = [];
  for (const child of children) ids.push((await post(a, '/api/children', child)).id);
  return ids;
}

async function seedEvents(a: APIRequestContext, [emma, leo]: string[]): Promise<void> {
  const events = [
    {
      title: 'Parent-teacher conference about the reading programme and the spring science fair',
      days: 0,
      hour: 16,
      type: 'school',
      childId: emma,
    },
    { title: 'Swimming', days: 0, hour: 17, type: 'activity', childId: emma },
    { title: 'Dentist check-up at Riverside Paediatric Dental Clinic', days: 0, hour: 9, type: 'appointment', childId: leo },
    { title: 'Piano recital rehearsal', days: 1, hour: 15, type: 'activity', childId: emma },
    { title: 'School pickup', days: 2, hour: 15, type: 'custody', childId: leo },
    { title: 'Vaccination appointment', days: 3, hour: 10, type: 'appointment', childId: leo },
    { title: 'Football tournament (away game)', days: 5, hour: 8, type: 'activity', childId: emma },
    { title: 'Birthday party at the trampoline park', days: 6, hour: 14, type: 'activity', childId: leo },
  ];
  for (const e of events) {
    await post(a, '/api/events', {
      title: e.title,
      startTime: at(e.days, e.hour),
      endTime: at(e.days, e.hour + 1, 30),
      eventType: e.type,
      childId: e.childId,
      location: '1234 Long Boulevard of the Rather Lengthy Street Names, Springfield',
    });
  }
}

async function seedMessages(a: APIRequestContext, b: APIRequestContext): Promise<string> {
  const conversations = (await (await a.get('/api/conversations')).json()) as { id: string; subject: string }[];
  const general = conversations.find((c) => c.subject === 'General');
  const school = await post(a, '/api/conversations', { subject: 'School, homework and the end-of-year trip to the mountains' });
  const lines: [APIRequestContext, string, string][] = [
    [a, general?.id ?? '', 'Can you pick up Emma at 5pm on Friday? Her swimming lesson moved to the other pool.'],
    [
      b,
      general?.id ?? '',
      'Sure, I will be there at 5. Here is the new pool: https://www.springfield-aquatics-centre.example.org/timetables/2025/children',
    ],
    [b, general?.id ?? '', 'Also, Leo left his jacket at mine.'],
    [a, school.id, 'The school sent the form for the trip; it is due next Wednesday and needs both signatures.'],
    [b, school.id, 'Signed it tonight. Supercalifragilisticexpialidocious-sized thanks for the reminder!'],
  ];
  for (const [request, id, content] of lines) await post(request, `/api/conversations/${id}/messages`, { content });
  return general?.id ?? '';
}

async function seedExpenses(a: APIRequestContext, [emma, leo]: string[]): Promise<void> {
  const expenses = [
    { title: 'Orthodontist consultation and first set of braces (payment 1 of 12)', amount: 1234.56, category: 'medical', childId: emma },
    { title: 'Winter coat', amount: 89.99, category: 'clothing', childId: leo },
    {
      title: 'Swimming club annual membership',
      amount: 320,
      category: 'activities',
      childId: emma,
      description: 'Includes the competition licence.',
    },
  ];
  for (const e of expenses) await post(a, '/api/expenses', { ...e, expenseDate: addDays(today(), -3) });
}

async function seedRecords(a: APIRequestContext, [emma]: string[]): Promise<void> {
  await post(a, '/api/timeline', {
    title: 'Lost her first tooth during the school assembly',
    description: 'She was very brave and the tooth fairy left a note in Swedish.',
    timelineType: 'milestone',
    eventDate: addDays(today(), -5),
    childId: emma,
    tags: ['milestone', 'school', 'tooth-fairy'],
    isPrivate: false,
  });
  await post(a, '/api/wellness', {
    moodScore: 6,
    stressLevel: 7,
    communicationRating: 5,
    sleepHours: 7,
    exerciseMinutes: 30,
    triggers: ['Custody handoff running late'],
    copingStrategies: ['Evening walk by the river'],
    notes: 'Handover went fine in the end; we agreed on the new pickup spot.',
    entryDate: today(),
  });
  await post(a, '/api/legal-documents', {
    title: 'Expense report for the school year 2030/2031 (mediation, second session)',
    documentType: 'expense_report',
    startDate: addDays(today(), -60),
    endDate: today(),
  });
}

async function seedPhoto(a: APIRequestContext): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#8ecae6"/><circle cx="320" cy="240" r="120" fill="#ffb703"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  const response = await a.post('/api/family-media', {
    multipart: { file: { name: 'beach-day-with-grandma-and-the-cousins-summer.png', mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs `contextA` up as parent A and `contextB` as the co-parent, then fills the family's records. */
export async function seedBusyFamily(contextA: BrowserContext, contextB: BrowserContext): Promise<BusyFamily> {
  const parentA = await signUpViaApi(contextA, { firstName: 'Alexandra', lastName: 'Montgomery-Lindqvist' });
  const parentB = await pairCoParent(contextA, contextB);
  const [a, b] = [contextA.request, contextB.request];
  await seedCustodySchedule(a, b);
  const children = await seedChildren(a);
  await seedEvents(a, children);
  const conversationId = await seedMessages(a, b);
  await seedExpenses(a, children);
  await seedRecords(a, children);
  await seedPhoto(a);
  await seedSwapRequest(b);
  return { parentA, parentB, childId: children[0] ?? '', conversationId };
}
