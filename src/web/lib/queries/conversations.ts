import { queryOptions } from '@tanstack/react-query';
import type { ConversationSummary } from '@common/schemas/conversations';

/** GET /api/conversations: the summaries, newest first. Its key is the prefix of every per-conversation query. */
export const conversationsQuery = () => queryOptions<ConversationSummary[]>({ queryKey: ['/api/conversations'] });
