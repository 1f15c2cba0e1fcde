import type { Db } from '../db/database.js';
import type { BlobStore } from '../files/blob-store.js';
import { createConversation } from '../features/messages/create-conversation.js';
import { ensureGeneralConversation, GENERAL_SUBJECT } from '../features/messages/ensure-general-conversation.js';
import { sendMessage } from '../features/messages/send-message.js';
import { uploadAttachment } from '../features/messages/upload-attachment.js';

const HOUR = 3_600_000;

/** [conversation, sender (0 = Parent 1), hours ago, text, attach the concert flyer]. */
type Line = ['General' | 'School', 0 | 1, number, string, boolean?];
const SCRIPT: Line[] = [
  ['General', 0, 120, 'Hi! Just confirming I have the kids this weekend, pickup Friday at 5pm as usual.', false],
  ['General', 1, 119, 'Yes, that works. Emma has her swim bag packed.'],
  ['School', 1, 100, 'The school sent the spring concert details. Here is the flyer.', true],
  ['School', 0, 98, 'Thanks! I can make the 6pm show. Can you bring Liam’s costume?'],
  ['School', 1, 97, 'Sure, I will drop it off Thursday after school.'],
  ['General', 0, 72, 'Liam mentioned a dentist appointment next Tuesday. Is that at 3:30?'],
  ['General', 1, 71, 'Yes, 3:30 at Bright Smiles. I can take him.'],
  ['General', 0, 70, 'Great, thank you. I will pick them both up from school on Wednesday then.'],
  ['School', 0, 50, 'Emma’s reading log is due Monday. She has 3 days left to fill in.'],
  ['School', 1, 49, 'Got it, we will finish it together on Sunday.'],
  ['General', 1, 5, 'Could we swap next Saturday? My sister is visiting from out of town.'],
  ['School', 1, 2, 'Reminder: parent-teacher conferences are on the 14th, sign-up closes Friday.'],
];

/** A small flyer image, generated here so the demo ships no binary files. */
async function concertFlyer(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="#f4f1de"/><rect x="24" y="24" width="432" height="272" rx="16" fill="#81b29a"/>
    <circle cx="120" cy="160" r="56" fill="#f2cc8f"/><circle cx="360" cy="160" r="40" fill="#e07a5f"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo family's conversations: 'General' and 'School', a dozen messages over the past days sent
 * through the real send function (so the hash chains verify), all read except Parent 2's last two,
 * and one image attachment when a blob store is given.
 */
export async function seedDemoMessages(opts: {
  db: Db;
  blobs: BlobStore | undefined;
  familyId: string;
  parents: readonly [string, string];
  now: Date;
}) {
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
  for (const [conversation, sender, hoursAgo, content, attach] of SCRIPT) {
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
                upload: { filename: 'spring-concert.png', data: await concertFlyer() },
              })
            ).id,
          ]
        : [];
    const message = await sendMessage({ db, familyId, userId, conversationId: ids[conversation], input: { content, attachmentIds }, at });
    sent.push({ id: message.id, sender, at });
  }
  const unreadForParent1 = new Set(
    sent
      .filter((m) => m.sender === 1)
      .slice(-2)
      .map((m) => m.id),
  );
  for (const message of sent.filter((m) => !unreadForParent1.has(m.id))) {
    const readAt = new Date(message.at.getTime() + 20 * 60_000).toISOString();
    await db.kysely.updateTable('messages').set({ readAt }).where('id', '=', message.id).execute();
  }
}
