/**
 * The id of the `<script type="application/json">` in which the server hands a signed-in visitor's page the user
 * GET /api/auth/user would answer (src/server/http/app-html.ts); the client seeds its cache from it (src/web/boot-user.ts).
 */
export const BOOT_USER_ELEMENT_ID = 'amity-user';

/**
 * The id of the `<script type="application/json">` in which the server hands a signed-in visitor's page the answers
 * of its screen's first loads (src/common/first-queries.ts), by URL; the client seeds its cache from it, so the
 * screen draws with its data and asks nothing more (src/web/boot-user.ts).
 */
export const BOOT_QUERIES_ELEMENT_ID = 'amity-queries';

/**
 * The attribute of the user's element that says when the server read the page's data, in milliseconds since 1970 by
 * its own clock: the realtime socket asks what changed since then (src/common/realtime-catch-up.ts).
 */
export const BOOT_READ_AT_ATTRIBUTE = 'data-read-at';
