import { escapeHtml } from '../../mail/mail-layout.js';
import { UNSUBSCRIBE_COPY as TEXT } from './email-preferences-copy.js';

export type UnsubscribePage = { state: 'confirm'; topic: string; action: string } | { state: 'done'; topic: string } | { state: 'invalid' };

const STYLE = {
  body: 'margin:0;min-height:100vh;background:#f4f6fa;font-family:system-ui,sans-serif;color:#1a2433;display:grid;place-items:start center',
  card: 'max-width:30rem;margin:3rem 1.25rem;background:#fff;border-radius:12px;padding:1.75rem;line-height:1.5;box-shadow:0 1px 3px #0002',
  button: 'font:inherit;font-weight:600;background:#3a5fc8;color:#fff;border:0;border-radius:8px;padding:.7rem 1.1rem;cursor:pointer',
  link: 'color:#3a5fc8;font-weight:600',
};

function body(page: UnsubscribePage): string {
  if (page.state === 'invalid') return `<h1>${escapeHtml(TEXT.invalid.heading)}</h1><p>${escapeHtml(TEXT.invalid.text)}</p>`;
  if (page.state === 'done') return `<h1>${escapeHtml(TEXT.done.heading(page.topic))}</h1><p>${escapeHtml(TEXT.done.text)}</p>`;
  return (
    `<h1>${escapeHtml(TEXT.confirm.heading(page.topic))}</h1><p>${escapeHtml(TEXT.confirm.text)}</p>` +
    `<form method="post" action="${escapeHtml(page.action)}"><button type="submit" style="${STYLE.button}">${escapeHtml(TEXT.confirm.button)}</button></form>`
  );
}

/** The small page an unsubscribe link opens, signed in or not: no script, nothing to load. */
export function unsubscribePage(page: UnsubscribePage): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(TEXT.title)}</title></head>` +
    `<body style="${STYLE.body}"><main style="${STYLE.card}">${body(page)}` +
    `<p><a href="/" style="${STYLE.link}">${escapeHtml(TEXT.openAmity)}</a></p></main></body></html>`
  );
}
