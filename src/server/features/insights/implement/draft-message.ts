import type { ImplementedSuggestion, Recommendation } from '../../../../common/schemas/insights.js';
import type { Db } from '../../../db/database.js';

/** The conversation every paired family has (the messages feature creates it as 'General'). */
const GENERAL_SUBJECT = 'General';

/**
 * A message for the parent to read, change and send themselves: nothing is sent or stored. The link opens the
 * family's General conversation with the text in its composer (`?draft=`), where the tone coach reads it as usual.
 */
export async function draftMessage(opts: { db: Db; familyId: string; suggestion: Recommendation }): Promise<ImplementedSuggestion> {
  const general = await opts.db.kysely
    .selectFrom('conversations')
    .select('id')
    .where('familyId', '=', opts.familyId)
    .where('subject', '=', GENERAL_SUBJECT)
    .executeTakeFirst();
  const query = new URLSearchParams({ ...(general ? { c: general.id } : {}), draft: opts.suggestion.actionText });
  return {
    kind: 'draft',
    message: 'A message to your co-parent is ready in Messages: read it, change it if you like, and send it yourself.',
    link: { href: `/messages?${query.toString()}`, label: 'Open the draft' },
    goal: null,
  };
}
