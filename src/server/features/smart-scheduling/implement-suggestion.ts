import { randomUUID } from 'node:crypto';
import type { ImplementSuggestionResponse } from '../../../common/schemas/smart-scheduling.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { notify } from '../../notifications/notify.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';
import type { Realtime } from '../../realtime/realtime.js';
import { analyseWeek } from './analyze-week.js';
import { whenOf } from './when.js';
import { parentName } from './week-facts.js';

const GONE = 'This suggestion no longer applies: analyze the schedule again';

/** Implement: does what the suggestion says, worked out again from the family's records. */
export async function implementSuggestion(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  userId: string;
  suggestionId: string;
  date: string;
}): Promise<ImplementSuggestionResponse> {
  const { db, realtime, delivery, familyId, userId } = opts;
  const { week, suggestions } = await analyseWeek({ db, familyId, userId, date: opts.date });
  const suggestion = notFoundUnless(
    suggestions.find((s) => s.id === opts.suggestionId),
    GONE,
  );
  const { plan } = suggestion;
  const me = parentName(week.facts, userId);

  if (plan.kind === 'ask_other') {
    await notify({
      db,
      realtime,
      delivery,
      userId: plan.otherId,
      familyId,
      kind: 'event',
      title: `${me} asks you to take an event`,
      body: plan.text,
      link: '/calendar',
    });
    return { message: `Asked ${parentName(week.facts, plan.otherId)}: ${plan.text}` };
  }

  const message = await db.kysely.transaction().execute(async (trx) => {
    if (plan.kind === 'assign_self') {
      const event = notFoundUnless(
        week.facts.events.find((e) => e.id === plan.eventId),
        GONE,
      );
      const result = await trx
        .updateTable('events')
        .set({ assignedParent: userId })
        .where('id', '=', event.seriesId)
        .where('familyId', '=', familyId)
        .where('assignedParent', 'is', null)
        .where('archivedAt', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError('conflict', GONE);
      const summary = `Assigned ${me} to '${event.title}' (${whenOf(event.start, event.timeZone)})`;
      await recordAudit(trx, {
        familyId,
        actorId: userId,
        entity: 'event',
        entityId: event.seriesId,
        action: 'updated',
        summary,
        before: { assignedParent: null },
        after: { assignedParent: me },
      });
      return summary;
    }
    const id = randomUUID();
    const row = {
      id,
      familyId,
      title: plan.title,
      startTime: new Date(plan.start).toISOString(),
      endTime: new Date(plan.end).toISOString(),
      eventType: 'activity' as const,
      childId: plan.childId,
      assignedParent: userId,
      description: suggestion.description,
      location: null,
      allDay: 0,
      createdBy: userId,
      createdAt: new Date().toISOString(),
      timeZone: plan.timeZone,
      recurrence: null,
    };
    await trx.insertInto('events').values(row).execute();
    const summary = `Added '${plan.title}' (${whenOf(plan.start, plan.timeZone)})`;
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'event',
      entityId: id,
      action: 'created',
      summary,
      after: { title: row.title, startTime: row.startTime, endTime: row.endTime },
    });
    return summary;
  });
  await realtime.publish({ familyId }, 'events.changed', {});
  return { message };
}
