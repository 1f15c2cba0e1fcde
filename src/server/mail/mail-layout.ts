/** What one email says; laid out once as plain text and once as HTML so the two always match. */
export interface MailContent {
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in plain text. */
  action?: { label: string; url: string };
  /** Lines after the action, in smaller print. */
  notes?: string[];
  /** Why this mail came and how to stop it, under a rule. */
  footer?: { text: string; link?: { label: string; url: string } };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function textOf(content: MailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.notes ?? []));
  if (content.footer) {
    const { text, link } = content.footer;
    blocks.push(`--\n${text}${link ? `\n${link.label}: ${link.url}` : ''}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

const STYLE = {
  body: 'margin:0;padding:24px;background:#f4f6fa;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a2433',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px;line-height:1.5;font-size:15px',
  button: 'display:inline-block;background:#3a5fc8;color:#ffffff;text-decoration:none;font-weight:600;padding:11px 18px;border-radius:8px',
  note: 'font-size:13px;color:#56637a',
  footer: 'margin-top:24px;border-top:1px solid #e3e8f0;padding-top:16px;font-size:12px;color:#56637a',
};

function htmlOf(content: MailContent): string {
  const paragraph = (text: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</p>`;
  const parts = [paragraph(content.greeting), ...content.paragraphs.map((p) => paragraph(p))];
  if (content.action) {
    const { label, url } = content.action;
    parts.push(`<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="${STYLE.button}">${escapeHtml(label)}</a></p>`);
  }
  parts.push(...(content.notes ?? []).map((note) => paragraph(note, STYLE.note)));
  if (content.footer) {
    const { text, link } = content.footer;
    const anchor = link ? ` <a href="${escapeHtml(link.url)}" style="color:#56637a">${escapeHtml(link.label)}</a>` : '';
    parts.push(`<div style="${STYLE.footer}">${escapeHtml(text)}${anchor}</div>`);
  }
  return `<!doctype html><html><body style="${STYLE.body}"><div style="${STYLE.card}">${parts.join('')}</div></body></html>`;
}

export function layoutMail(content: MailContent): { text: string; html: string } {
  return { text: textOf(content), html: htmlOf(content) };
}
