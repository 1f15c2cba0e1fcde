import { notify } from '../../../notifications/notify.js';
import type { Services } from '../../../services.js';
import { TIP_CATALOGUE } from './tip-catalogue.js';
import { TIP_REMINDER_JOB } from './tip-plans.js';

/** Sends each tip reminder when due, to its parent only, if they are still in the family they planned it in. */
export function registerTipReminderJobs(services: Services): void {
  services.jobs.handle<{ planId: string }>(TIP_REMINDER_JOB, async (job, now) => {
    const plan = await services.db.kysely
      .selectFrom('tipPlans')
      .innerJoin('memberships', (join) =>
        join.onRef('memberships.userId', '=', 'tipPlans.userId').onRef('memberships.familyId', '=', 'tipPlans.familyId'),
      )
      .select(['tipPlans.userId', 'tipPlans.familyId', 'tipPlans.tipId'])
      .where('tipPlans.id', '=', job.payload.planId)
      .executeTakeFirst();
    const tip = plan && TIP_CATALOGUE.find((t) => t.id === plan.tipId);
    if (!plan || !tip) return;
    await notify({
      ...services,
      userId: plan.userId,
      familyId: plan.familyId,
      kind: 'reminder',
      title: `Try this tip: ${tip.title}`,
      body: tip.description,
      link: '/learning',
      now,
    });
  });
}
