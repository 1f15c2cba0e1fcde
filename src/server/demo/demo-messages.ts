import { createConversation } from '../features/messages/create-conversation.js';
import { ensureGeneralConversation, GENERAL_SUBJECT } from '../features/messages/ensure-general-conversation.js';
import { sendMessage } from '../features/messages/send-message.js';
import { uploadAttachment } from '../features/messages/upload-attachment.js';
import { addDays } from '../../common/custody/calendar-dates.js';
import { demoParentAt, demoScheduleStart, spokenDate, spokenDay, spokenTime } from './demo-calendar.js';
import { DEMO_EVENTS, demoEventStart } from './demo-events.js';
import type { DemoSeed } from './demo-seed.js';

const HOUR = 3_600_000;

/** [conversation, sender (0 = the first parent), hours ago, text, attach the concert flyer]. */
type Line = ['General' | 'School', 0 | 1, number, string, boolean?];

/**
 * The demo's dozen messages, written from the demo's own calendar: the schedule and its handovers, the
 * dentist, the concert, the rehearsal, the conference and the swap request they speak of are all there.
 */
export function demoScript(now: Date, names: readonly [string, string]): Line[] {
  const monday = demoScheduleStart(now);
  const dentist = demoEventStart(now, DEMO_EVENTS.dentist);
  const dentistParent = demoParentAt(now, dentist);
  const concert = demoEventStart(now, DEMO_EVENTS.concert);
  const rehearsal = demoEventStart(now, DEMO_EVENTS.rehearsal);
  const conference = demoEventStart(now, DEMO_EVENTS.conference);
  const [first, second] = names;
  return [
    [
      'General',
      0,
      120,
      `Thanks for accepting the 2-2-3 schedule, ${second}. From ${spokenDay(monday)} I have the kids Mondays and Tuesdays, you have Wednesdays and Thursdays, and we alternate weekends, with handovers at 5 PM.`,
    ],
    ['General', 1, 119, 'Sounds good. Emma has soccer on Tuesdays at 4, so her kit can stay at your place.'],
    ['School', 1, 100, `The school sent the concert details: ${spokenDate(concert)} at ${spokenTime(concert)}. Here is the flyer.`, true],
    ['School', 0, 98, 'Thanks! I will be there. Can you bring Liam’s costume?'],
    ['School', 1, 97, 'Sure, it is already in his backpack.'],
    [
      'General',
      0,
      72,
      `Liam has his dentist check-up on ${spokenDate(dentist)} at ${spokenTime(dentist)} at Bright Smiles Dental. ${
        dentistParent === 0 ? 'He is with me that morning, so I will take him.' : 'He is with you that morning: can you take him?'
      }`,
    ],
    ['General', 1, 71, dentistParent === 0 ? 'Thank you. Let me know what the dentist says.' : 'Yes, I will take him.'],
    ['School', 0, 50, 'Emma is a few pages behind on her reading log. Could you read with her on your nights this week?'],
    ['School', 1, 49, 'Got it, we will read together every evening.'],
    [
      'School',
      0,
      30,
      `Emma’s play rehearsal is on ${spokenDate(rehearsal)} at ${spokenTime(rehearsal)}, so she will come out of school later that day.`,
    ],
    [
      'General',
      1,
      5,
      `I have a work trip on ${spokenDay(addDays(monday, 7))} and ${spokenDay(addDays(monday, 8))}. I sent a swap request for those two nights: could you take the kids, ${first}?`,
    ],
    [
      'School',
      1,
      2,
      `Reminder: Emma’s parent-teacher conference is on ${spokenDate(conference)} at ${spokenTime(conference)}. See you there.`,
    ],
  ];
}

/** A small concert flyer image, generated here so the demo ships no binary files. */
async function concertFlyer(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="#f4f1de"/><rect x="24" y="24" width="432" height="272" rx="16" fill="#81b29a"/>
    <circle cx="120" cy="160" r="56" fill="#f2cc8f"/><circle cx="360" cy="160" r="40" fill="#e07a5f"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo family's conversations: 'General' and 'School', a dozen messages over the past days sent
 * through the real send function (so the hash chains verify), all read except the second parent's last two,
 * and one image attachment when a blob store is given.
 */
export async function seedDemoMessages(
  opts: DemoSeed & {
    /** The parents' first names, as they sign their messages. */
    names: readonly [string, string];
  },
) {
  const { db, blobs, familyId, parents, now } = opts;
  await ensureGeneralConversation(db, familyId);
  const general = await db.kysely
    .selectFrom('conversations')
    .select('id')
    .where('familyId', '=', familyId)
    .where('subject', '=', GENERAL_SUBJECT)
    .executeTakeFirstOrThrow();
  const school = await createConversation({ db, familyId, userId: parents[1], input: { subject: 'School' } });
  const ids = { General: general.id, School: school.id };

  const sent: { id: string; sender: 0 | 1; at: Date }[] = [];
  for (const [conversation, sender, hoursAgo, content, attach] of demoScript(now, opts.names)) {
    const userId = parents[sender];
    const at = new Date(now.getTime() - hoursAgo * HOUR);
    const attachmentIds =
      attach && blobs
        ? [
            (
              await uploadAttachment({
                db,
                blobs,
                familyId,
                userId,
                upload: { filename: 'school-concert.png', data: await concertFlyer() },
              })
            ).id,
          ]
        : [];
    const message = await sendMessage({ db, familyId, userId, conversationId: ids[conversation], input: { content, attachmentIds }, at });
    sent.push({ id: message.id, sender, at });
  }
  const unreadForFirst = new Set(
    sent
      .filter((m) => m.sender === 1)
      .slice(-2)
      .map((m) => m.id),
  );
  for (const message of sent.filter((m) => !unreadForFirst.has(m.id))) {
    const readAt = new Date(message.at.getTime() + 20 * 60_000).toISOString();
    await db.kysely.updateTable('messages').set({ readAt }).where('id', '=', message.id).execute();
  }
}
