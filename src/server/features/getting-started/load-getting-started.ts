import { MAX_PARENTS_PER_FAMILY } from '../../../common/constants.js';
import { GETTING_STARTED_STEPS, type GettingStarted, type GettingStartedStep } from '../../../common/schemas/getting-started.js';
import { loadPendingRow, loadVersionRows } from '../../custody-calendar/schedule-rows.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';

type Executor = Db['kysely'];

async function coParentState(db: Executor, familyId: string): Promise<GettingStarted['coParent']> {
  const parents = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('familyId', '=', familyId)
    .where('role', '=', 'parent')
    .executeTakeFirstOrThrow();
  if (Number(parents.n) >= MAX_PARENTS_PER_FAMILY) return 'joined';
  const pending = await db
    .selectFrom('invitations')
    .select('id')
    .where('familyId', '=', familyId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();
  return pending ? 'invited' : 'none';
}

async function hasChildren(db: Executor, familyId: string): Promise<boolean> {
  const child = await db
    .selectFrom('children')
    .select('id')
    .where('familyId', '=', familyId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  return child !== undefined;
}

/** A schedule is set when its latest version sets one (in effect or starting later), or a proposal to set one waits for the co-parent. */
async function hasSchedule(db: Executor, familyId: string): Promise<boolean> {
  const latest = (await loadVersionRows(db, familyId)).at(-1);
  if (latest?.kind === 'set') return true;
  return (await loadPendingRow(db, familyId))?.kind === 'set';
}

async function hasCalendarFeed(db: Executor, user: SessionUser): Promise<boolean> {
  const feed = await db
    .selectFrom('calendarFeeds')
    .select('id')
    .where('familyId', '=', user.familyId)
    .where('userId', '=', user.userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return feed !== undefined;
}

/** The checklist from the family's real data: the co-parent, the children, the schedule, and the parent's own feed links and notifications. */
export async function loadGettingStarted(db: Db, user: SessionUser): Promise<GettingStarted> {
  const { kysely } = db;
  const me = await kysely
    .selectFrom('users')
    .select(['notificationsEnabled', 'gettingStartedDismissedAt'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const coParent = await coParentState(kysely, user.familyId);
  const done: Record<GettingStartedStep, boolean> = {
    invite: coParent !== 'none',
    children: await hasChildren(kysely, user.familyId),
    schedule: await hasSchedule(kysely, user.familyId),
    calendar: await hasCalendarFeed(kysely, user),
    notifications: Boolean(me.notificationsEnabled),
  };
  const steps = GETTING_STARTED_STEPS.map((id) => ({ id, done: done[id] }));
  const show = user.role === 'parent' && me.gettingStartedDismissedAt === null && steps.some((step) => !step.done);
  return { steps, coParent, show };
}
