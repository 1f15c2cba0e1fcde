import { randomUUID } from 'node:crypto';
import type { EventType } from '../../common/constants.js';
import { createAccount, findUserByEmail } from '../auth/accounts.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';
import type { BlobStore } from '../files/blob-store.js';
import { seedDemoCustody } from './demo-custody.js';
import { seedDemoInsights } from './demo-insights.js';
import { seedDemoScheduling } from './demo-scheduling.js';
import { seedDemoLearning } from './demo-learning.js';
import { seedDemoLegal } from './demo-legal.js';
import { seedDemoExpenses } from './demo-expenses.js';
import { seedDemoPayments } from './demo-payments.js';
import { seedDemoMedia } from './demo-media.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoTimeline } from './demo-timeline.js';
import { demoEventPlan } from './demo-events.js';
import { seedDemoWellness } from './demo-wellness.js';
import { seedDemoVoice } from './demo-voice.js';

export const DEMO_PASSWORD = 'amity-demo-family';
/** Two separated parents with names of their own (distinct initials on every badge). */
export const DEMO_PARENTS = [
  { email: 'sarah@demo.amity.test', firstName: 'Sarah', lastName: 'Bennett' },
  { email: 'david@demo.amity.test', firstName: 'David', lastName: 'Bennett' },
] as const;

interface DemoCredentials {
  name: string;
  email: string;
  password: string;
}

export interface DemoFamily {
  familyId: string;
  /** Sarah, then David. */
  parents: [DemoCredentials, DemoCredentials];
}

const fullName = (p: (typeof DEMO_PARENTS)[number]) => `${p.firstName} ${p.lastName}`;
const credential = (p: (typeof DEMO_PARENTS)[number]): DemoCredentials => ({ name: fullName(p), email: p.email, password: DEMO_PASSWORD });
const credentials = (): DemoFamily['parents'] => [credential(DEMO_PARENTS[0]), credential(DEMO_PARENTS[1])];

/**
 * Creates the demo family once (two paired parents, children, a month of events, conversations); later
 * starts reuse it. `blobs` stores the demo's message attachment (main passes the app's file store).
 */
export async function seedDemoFamily(db: Db, now: Date = new Date(), blobs?: BlobStore): Promise<DemoFamily> {
  const existing = await findUserByEmail(db, DEMO_PARENTS[0].email);
  if (existing) {
    const membership = await db.kysely
      .selectFrom('memberships')
      .select('familyId')
      .where('userId', '=', existing.id)
      .executeTakeFirstOrThrow();
    return { familyId: membership.familyId, parents: credentials() };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [first, second] = DEMO_PARENTS;
  // Demo addresses receive no mail: count them as verified, so the demo shows no verification banner.
  const emailVerifiedAt = now.toISOString();
  const parent1 = await createAccount(db, { ...first, passwordHash, emailVerifiedAt });
  const parent2 = await createAccount(db, { ...second, passwordHash, emailVerifiedAt });
  const { familyId } = await db.kysely.selectFrom('memberships').select('familyId').where('userId', '=', parent1).executeTakeFirstOrThrow();
  const iso = now.toISOString();

  await db.kysely.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('memberships').select('familyId').where('userId', '=', parent2).executeTakeFirstOrThrow();
    await trx.updateTable('memberships').set({ familyId }).where('userId', '=', parent2).execute();
    await trx.deleteFrom('families').where('id', '=', old.familyId).execute();
    await trx.updateTable('families').set({ name: 'Bennett family' }).where('id', '=', familyId).execute();

    const children = [
      { id: randomUUID(), name: 'Emma', birthDate: `${now.getFullYear() - 9}-04-12`, school: 'Maple Grove Elementary', grade: '4th grade' },
      { id: randomUUID(), name: 'Liam', birthDate: `${now.getFullYear() - 6}-09-03`, school: 'Maple Grove Elementary', grade: '1st grade' },
    ];
    for (const child of children) {
      await trx
        .insertInto('children')
        .values({ ...child, familyId, emergencyContact: 'Grandma Rose, 555-0142', notes: null, profileImageUrl: null, createdAt: iso })
        .execute();
    }

    const parents = [parent1, parent2] as const;
    for (const plan of demoEventPlan(now)) {
      await trx
        .insertInto('events')
        .values({
          id: randomUUID(),
          familyId,
          title: plan.title,
          startTime: plan.start.toISOString(),
          endTime: plan.end.toISOString(),
          eventType: plan.type satisfies EventType,
          childId: plan.child === undefined ? null : (children[plan.child]?.id ?? null),
          assignedParent: plan.parent === 'both' ? 'both' : parents[plan.parent],
          description: null,
          location: plan.location ?? null,
          allDay: 0,
          createdBy: parents[plan.parent === 'both' ? 0 : plan.parent],
          createdAt: iso,
        })
        .execute();
    }
    await seedDemoCustody(trx, { familyId, parent1, parent2, now });
    await seedDemoWellness(trx, { parents: [parent1, parent2], now });
  });
  await seedDemoMessages({ db, blobs, familyId, parents: [parent1, parent2], names: [first.firstName, second.firstName], now });
  await seedDemoMedia({ db, blobs, familyId, parents: [parent1, parent2], now });
  await seedDemoTimeline({ db, familyId, parents: [parent1, parent2], now });
  await seedDemoExpenses({ db, blobs, familyId, parents: [parent1, parent2], names: [fullName(first), fullName(second)], now });
  await seedDemoPayments({ db, familyId, parents: [parent1, parent2], now });
  await seedDemoLegal({ db, familyId, parents: [parent1, parent2], now });
  await seedDemoInsights({ db, familyId, parents: [parent1, parent2], now });
  await seedDemoScheduling({ db, familyId, parents: [parent1, parent2], now });
  await seedDemoLearning({ db, familyId, parents: [parent1, parent2], now });
  await seedDemoVoice({ db, blobs, familyId, parents: [parent1, parent2], now });
  return { familyId, parents: credentials() };
}
