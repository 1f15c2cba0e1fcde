import { SCREEN_COPY } from '../../common/screen-copy.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page at GET /api/logout: signing out changes state, so it is a POST, and a link to the old address shows
 * this one-button form instead (no script: the page's policy allows none inline).
 */
export function logoutPage(next: string): string {
  const label = escapeHtml(SCREEN_COPY.profile.signOut);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${label} · Amity</title></head>
<body style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0">
<form method="post" action="/api/logout?next=${escapeHtml(encodeURIComponent(next))}" style="display: grid; gap: 12px; text-align: center">
<p>Sign out of Amity on this device?</p>
<button type="submit" style="font: inherit; padding: 10px 20px; border-radius: 8px; border: 1px solid #ccc; cursor: pointer">${label}</button>
<a href="/">Stay signed in</a>
</form>
</body>
</html>`;
}
