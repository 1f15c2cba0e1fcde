import type { Db } from '../../db/database.js';

type Executor = Db['kysely'];

/**
 * Before the joiner's conversations move into the joined family, a subject both families use
 * (each may keep a 'General' from an earlier pairing) gets a suffix, so nothing is lost and the
 * family's subjects stay unique. Subjects are not part of the message hash chain.
 */
export async function renameClashingSubjects(trx: Executor, opts: { from: string; into: string }): Promise<void> {
  const taken = new Set(
    (await trx.selectFrom('conversations').select('subject').where('familyId', '=', opts.into).execute()).map((c) =>
      c.subject.toLowerCase(),
    ),
  );
  const moving = await trx.selectFrom('conversations').select(['id', 'subject']).where('familyId', '=', opts.from).execute();
  for (const conversation of moving) {
    if (!taken.has(conversation.subject.toLowerCase())) continue;
    let n = 2;
    let subject = `${conversation.subject} (${n})`;
    while (taken.has(subject.toLowerCase())) subject = `${conversation.subject} (${++n})`;
    taken.add(subject.toLowerCase());
    await trx.updateTable('conversations').set({ subject }).where('id', '=', conversation.id).execute();
  }
}
