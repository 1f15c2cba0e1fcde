import type { AiProvider } from '../../ai/ai-provider.js';
import { createOfflineProvider } from '../../ai/offline/offline-provider.js';
import type { Db } from '../../db/database.js';

const offline = createOfflineProvider();

/**
 * The provider for a user's report: the configured one, or the offline rules when the user turned AI
 * features off (their family's record then never leaves the server).
 */
export async function reportAiFor(db: Db, ai: AiProvider, userId: string): Promise<AiProvider> {
  const user = await db.kysely.selectFrom('users').select('aiEnabled').where('id', '=', userId).executeTakeFirst();
  return user && !user.aiEnabled ? offline : ai;
}
