import type { ResolveConflictRequest, ResolveConflictResponse } from '../../../common/schemas/smart-scheduling.js';
import { notify } from '../../notifications/notify.js';
import { notifyOtherParents } from '../../notifications/notify-other-parents.js';
import type { Db } from '../../db/database.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';
import type { Realtime } from '../../realtime/realtime.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { analyseWeek } from './analyze-week.js';
import { proposeReschedule } from './propose-reschedule.js';
import { proposeSwap } from './propose-swap.js';
import { rescheduleEvent } from './reschedule-event.js';
import { whenOf } from './when.js';
import { parentName } from './week-facts.js';

const GONE = 'This conflict is no longer in the schedule: analyze the schedule again';

/**
 * Auto-Fix: finds the conflict again in the family's records (never trusting the client's copy) and applies the
 * resolution if it may be applied by this parent alone, or sends the swap request it proposes to the other parent.
 */
export async function applyResolution(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  userId: string;
  input: ResolveConflictRequest;
}): Promise<ResolveConflictResponse> {
  const { db, realtime, delivery, familyId, userId, input } = opts;
  const { week, conflicts } = await analyseWeek({ db, familyId, userId, date: input.date });
  const conflict = notFoundUnless(
    conflicts.find((c) => c.id === input.conflictId),
    GONE,
  );
  const resolution = notFoundUnless(
    conflict.suggestedResolutions.find((r) => r.id === input.resolutionId),
    GONE,
  );
  if (!resolution.autoImplementable)
    throw new AppError('conflict', "This resolution changes the other parent's time: agree it with them first");
  const { action } = resolution;

  if (action.kind === 'reschedule') {
    const event = notFoundUnless(
      week.facts.events.find((e) => e.id === action.eventId),
      GONE,
    );
    const { askFrom } = action;
    if (askFrom) {
      await db.kysely
        .transaction()
        .execute((trx) =>
          proposeReschedule(trx, { familyId, userId, askFrom, event, start: action.start, reason: conflict.title, week: week.period.from }),
        );
      const me = parentName(week.facts, userId);
      const text = `${me} asks to move '${event.title}' to ${whenOf(action.start, event.timeZone)} to resolve a conflict: ${conflict.title}`;
      await notify({
        db,
        realtime,
        delivery,
        userId: askFrom,
        familyId,
        kind: 'event',
        title: 'Asked to move an event',
        body: text,
        link: '/smart-scheduling',
      });
      return { outcome: 'requested', message: `Asked ${parentName(week.facts, askFrom)} to accept: ${resolution.description}` };
    }
    const message = await db.kysely
      .transaction()
      .execute((trx) =>
        rescheduleEvent(trx, { familyId, userId, event, start: action.start, why: conflict.title, week: week.period.from }),
      );
    await realtime.publish({ familyId }, 'events.changed', {});
    return { outcome: 'applied', message };
  }
  if (action.kind === 'propose_swap') {
    await db.kysely.transaction().execute((trx) =>
      proposeSwap(trx, {
        familyId,
        userId,
        dates: action.dates,
        makeUpDates: action.makeUpDates,
        reason: `To resolve a conflict: ${conflict.title}`,
        week: week.period.from,
      }),
    );
    const me = parentName(week.facts, userId);
    await notifyOtherParents({
      db,
      realtime,
      delivery,
      actorId: userId,
      familyId,
      kind: 'swap',
      title: 'New swap request',
      body: `${me} asked for a swap to resolve a conflict: ${conflict.title}`,
      link: '/calendar',
    });
    await realtime.publish({ familyId }, 'swaps.changed', {});
    return { outcome: 'requested', message: `Swap request sent: ${resolution.description}` };
  }
  throw new AppError('conflict', "This resolution changes the other parent's time: agree it with them first");
}
