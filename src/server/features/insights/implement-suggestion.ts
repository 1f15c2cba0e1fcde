import { INSIGHTS_MESSAGES, type ImplementedSuggestion, type Recommendation } from '../../../common/schemas/insights.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-types.js';
import type { Realtime } from '../../realtime/realtime.js';
import { dismissSuggestion } from './dismiss-suggestion.js';
import { addEvent } from './implement/add-event.js';
import { addReminder } from './implement/add-reminder.js';
import { draftMessage } from './implement/draft-message.js';
import { setGoal } from './implement/set-goal.js';

/**
 * 'Implement Suggestion': the suggestion (still standing, recomputed by the caller) becomes what fits it (decision
 * 0038): a shared goal, a private reminder, an event or a message draft. A goal keeps the suggestion away while it is
 * open; anything else hides it from this parent as 'Not Now' does, since they now have it in hand.
 */
export async function implementSuggestion(opts: {
  db: Db;
  realtime: Realtime;
  jobs: Pick<JobQueue, 'enqueue'>;
  familyId: string;
  userId: string;
  suggestion: Recommendation | undefined;
}): Promise<ImplementedSuggestion> {
  const { suggestion, ...rest } = opts;
  if (!suggestion) throw new AppError('not_found', INSIGHTS_MESSAGES.suggestionGone);
  const made = await make({ ...rest, suggestion });
  if (made.kind !== 'goal') await dismissSuggestion({ db: opts.db, familyId: opts.familyId, userId: opts.userId, key: suggestion.id });
  return made;
}

function make(opts: Omit<Parameters<typeof implementSuggestion>[0], 'suggestion'> & { suggestion: Recommendation }) {
  switch (opts.suggestion.implementAs) {
    case 'goal':
      return setGoal(opts);
    case 'reminder':
      return addReminder(opts);
    case 'event':
      return addEvent(opts);
    case 'draft':
      return draftMessage(opts);
  }
}
