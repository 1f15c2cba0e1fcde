import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { seedAgreedSchedule } from './custody.js';
import { addChild, postEvent } from './events.js';
import type { SignedInParent } from './factories.js';

/**
 * The hand-written week of src/server/features/smart-scheduling/conflicts/detect-conflicts.test.ts, built through the API for a real family: Alex has the
 * children Mon 4 to Thu 7 Mar 2030 17:00, Sam until Mon 11 Mar 17:00 (a weekly custom pattern, handovers at the school gate).
 */
export async function buildConflictWeek(app: FastifyInstance, db: Db, alex: SignedInParent, sam: SignedInParent, familyId: string) {
  await addChild(db, familyId, `maya-${familyId}`, 'Maya');
  await addChild(db, familyId, `leo-${familyId}`, 'Leo');
  await seedAgreedSchedule(db, {
    proposer: alex,
    accepter: sam,
    schedule: {
      pattern: 'custom',
      customSequence: ['first', 'first', 'first', 'second', 'second', 'second', 'second'],
      startDate: '2030-03-04',
      exchangeTime: '17:00',
      exchangePlace: 'School gate',
      firstParentId: alex.user.id,
      timeZone: 'UTC',
    },
    effectiveFrom: '2030-03-04',
  });
  const maya = { childId: `maya-${familyId}` };
  const leo = { childId: `leo-${familyId}` };
  const at = (date: string, from: string, to: string) => ({ startTime: `${date}T${from}:00.000Z`, endTime: `${date}T${to}:00.000Z` });
  const a = alex.user.id;
  const b = sam.user.id;
  const add = (by: SignedInParent, fields: object) => postEvent(app, by, { eventType: 'activity', ...fields });
  return {
    dentist: await add(alex, {
      ...maya,
      title: 'Dentist',
      eventType: 'appointment',
      assignedParent: a,
      ...at('2030-03-04', '10:00', '11:00'),
    }),
    swim: await add(alex, { ...maya, title: 'Swim lesson', assignedParent: a, ...at('2030-03-04', '10:30', '11:30') }),
    football: await add(alex, { ...leo, title: 'Football', assignedParent: a, ...at('2030-03-05', '16:00', '17:00') }),
    piano: await add(sam, { ...maya, title: 'Piano', assignedParent: 'both', ...at('2030-03-05', '16:30', '17:30') }),
    doctor: await add(alex, { ...leo, title: 'Doctor', assignedParent: a, location: 'Clinic', ...at('2030-03-06', '09:00', '10:00') }),
    haircut: await add(alex, { ...leo, title: 'Haircut', assignedParent: a, location: 'Salon', ...at('2030-03-06', '10:05', '10:35') }),
    play: await add(sam, { ...maya, title: 'School play', eventType: 'school', assignedParent: b, ...at('2030-03-07', '16:30', '18:00') }),
    trip: await add(alex, { ...leo, title: 'School trip', eventType: 'school', allDay: true, ...at('2030-03-08', '00:00', '23:59') }),
    art: await add(sam, { ...maya, title: 'Art class', assignedParent: b, ...at('2030-03-09', '10:00', '11:00') }),
    recital: await add(alex, { ...maya, title: 'Recital', assignedParent: a, ...at('2030-03-09', '14:00', '15:00') }),
  };
}
