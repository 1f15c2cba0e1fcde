/**
 * Limits of the messaging API, mirrored from src/common/schemas/messages.ts: importing values from that
 * file would pull zod into this screen's chunk. The server checks them again.
 */
export const ATTACHMENT_MAX_MB = 25;
export const SEARCH_QUERY_MIN = 2;
