import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { EventType } from '../src/common/constants.js';
import { hashPassword } from '../src/server/auth/password.js';
import { hashToken } from '../src/server/auth/tokens.js';
import type { Db } from '../src/server/db/database.js';
import type { ChildrenTable, Database, EventsTable, MembershipsTable, SessionsTable, UsersTable } from '../src/server/db/schema.js';
import { seededRandom } from './seeded-random.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROWS_PER_INSERT = 500;
const FAMILIES_PER_TRANSACTION = 500;
const EVENTS_PER_FAMILY = 30;

const TITLES: Record<EventType, string[]> = {
  custody: ['Handover at school', 'Weekend with Dad', 'Weekend with Mom', 'Exchange at the library', 'Holiday week'],
  appointment: ['Dentist check-up', 'Pediatrician visit', 'Orthodontist', 'Eye exam', 'Therapy session'],
  school: ['Parent-teacher conference', 'School play', 'Field trip', 'Science fair', 'Picture day'],
  activity: ['Soccer practice', 'Piano lesson', 'Swimming', 'Birthday party', 'Scouts meeting'],
};
const TYPES: EventType[] = [
  'custody',
  'custody',
  'custody',
  'appointment',
  'school',
  'school',
  'activity',
  'activity',
  'activity',
  'activity',
];
const LOCATIONS = [null, null, 'Maple Grove Elementary', 'City Pool', 'Riverside Clinic', 'Community Center', 'Oak Park field'];
const CHILD_NAMES = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Elijah', 'Sophia', 'Lucas', 'Mia', 'Mateo'];
const SURNAMES = ['Garcia', 'Smith', 'Nguyen', 'Johnson', 'Müller', 'Rossi', 'Okafor', 'Kowalski', 'Tanaka', 'Dubois'];

interface Rows {
  families: { id: string; name: string; createdAt: string }[];
  users: Insertable<UsersTable>[];
  memberships: Insertable<MembershipsTable>[];
  children: Insertable<ChildrenTable>[];
  events: Insertable<EventsTable>[];
  sessions: Insertable<SessionsTable>[];
}

export interface SeedResult {
  /** One session token per family (its first parent), to send as the `amity_session` cookie. */
  tokens: string[];
  rows: number;
  ms: number;
}

function familyRows(rows: Rows, index: number, ctx: { now: number; secret: string; passwordHash: string; rand: () => number }): string {
  const { now, rand } = ctx;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const createdAt = new Date(now - 90 * DAY_MS).toISOString();
  const surname = pick(SURNAMES);
  const familyId = randomUUID();
  rows.families.push({ id: familyId, name: `${surname} family`, createdAt });
  const parents = [randomUUID(), randomUUID()] as const;
  parents.forEach((id, p) => {
    rows.users.push({
      id,
      email: `parent${p + 1}.f${index}@bench.amity.test`,
      passwordHash: ctx.passwordHash,
      firstName: `Parent ${p + 1}`,
      lastName: surname,
      profileImageUrl: null,
      oidcSubject: null,
      createdAt,
    });
    rows.memberships.push({ userId: id, familyId, role: 'parent', joinedAt: createdAt });
  });
  const childIds: string[] = [];
  for (let c = 0, n = 1 + Math.floor(rand() * 3); c < n; c++) {
    const id = randomUUID();
    childIds.push(id);
    const age = 3 + Math.floor(rand() * 12);
    const birthDate = new Date(now - age * 365 * DAY_MS - Math.floor(rand() * 365) * DAY_MS).toISOString().slice(0, 10);
    rows.children.push({
      id,
      familyId,
      name: pick(CHILD_NAMES),
      birthDate,
      school: 'Maple Grove Elementary',
      grade: `Grade ${Math.max(1, age - 5)}`,
      emergencyContact: 'Grandma Rose, 555-0142',
      notes: null,
      profileImageUrl: null,
      createdAt,
    });
  }
  for (let e = 0; e < EVENTS_PER_FAMILY; e++) {
    const eventType = pick(TYPES);
    const day = Math.floor(now / DAY_MS) + Math.floor(rand() * 121) - 60;
    const allDay = eventType === 'custody' && rand() < 0.5;
    const start = day * DAY_MS + (allDay ? 0 : (8 + Math.floor(rand() * 11)) * 3_600_000);
    const end = start + (allDay ? DAY_MS : (1 + Math.floor(rand() * 3)) * 3_600_000);
    const parent = Math.floor(rand() * 3);
    rows.events.push({
      id: randomUUID(),
      familyId,
      title: pick(TITLES[eventType]),
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      eventType,
      childId: eventType === 'custody' && rand() < 0.5 ? null : pick(childIds),
      assignedParent: parent === 2 ? 'both' : parents[parent === 1 ? 1 : 0],
      description: rand() < 0.3 ? 'Bring the signed form and a water bottle.' : null,
      location: pick(LOCATIONS),
      allDay: allDay ? 1 : 0,
      createdBy: parents[parent === 1 ? 1 : 0],
      createdAt,
    });
  }
  const token = `bench-${index}-${randomUUID()}`;
  const expiresAt = new Date(now + 30 * DAY_MS).toISOString();
  rows.sessions.push({
    id: hashToken(ctx.secret, token),
    userId: parents[0],
    expiresAt,
    createdAt: new Date(now).toISOString(),
    userAgent: 'amity-bench',
  });
  return token;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

async function insertRows(trx: Kysely<Database>, rows: Rows): Promise<void> {
  await insertChunks(rows.families, (c) => trx.insertInto('families').values(c).execute());
  await insertChunks(rows.users, (c) => trx.insertInto('users').values(c).execute());
  await insertChunks(rows.memberships, (c) => trx.insertInto('memberships').values(c).execute());
  await insertChunks(rows.children, (c) => trx.insertInto('children').values(c).execute());
  await insertChunks(rows.events, (c) => trx.insertInto('events').values(c).execute());
  await insertChunks(rows.sessions, (c) => trx.insertInto('sessions').values(c).execute());
}

/**
 * Seeds `families` families on a migrated database: two parents, 1-3 children, 30 events over ±60 days,
 * and one signed-in session per family. Every user shares one precomputed argon2id hash (hashing 20,000
 * passwords would take minutes and the benchmark never signs in).
 */
export async function seedFamilies(opts: { db: Db; secret: string; families: number }): Promise<SeedResult> {
  const started = performance.now();
  const ctx = { now: Date.now(), secret: opts.secret, passwordHash: await hashPassword('amity-bench-password'), rand: seededRandom(42) };
  const tokens: string[] = [];
  let count = 0;
  for (let first = 0; first < opts.families; first += FAMILIES_PER_TRANSACTION) {
    const rows: Rows = { families: [], users: [], memberships: [], children: [], events: [], sessions: [] };
    for (let i = first; i < Math.min(first + FAMILIES_PER_TRANSACTION, opts.families); i++) tokens.push(familyRows(rows, i, ctx));
    await opts.db.kysely.transaction().execute((trx) => insertRows(trx, rows));
    count += Object.values(rows).reduce((sum, list) => sum + list.length, 0);
  }
  // PostgreSQL's autovacuum would analyze the new tables within a minute; do it now so plans are stable from the start.
  if (opts.db.dialect === 'postgres') await sql`analyze`.execute(opts.db.kysely);
  return { tokens, rows: count, ms: Math.round(performance.now() - started) };
}
