/** Reads a composed message (an .eml file or what an SMTP server received) as a person's mail program shows it. */
export interface ReadMail {
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: '' };
  return { head: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Caf=C3=A9?= or =?UTF-8?B?Q2Fmw6k=?=. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function readHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const escaped = text
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-Fa-f]{2})/g, '%$1');
  return decodeURIComponent(escaped);
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function boundaryOf(contentType: string | undefined): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
}

export function readMail(raw: string): ReadMail {
  const { head, body } = splitHead(raw);
  const headers = readHeaders(head);
  const found = { text: '', html: '' };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = boundaryOf(type);
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const parts = partBody.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        const inner = splitHead(part.replace(/^\r?\n/, ''));
        visit(readHeaders(inner.head), inner.body.replace(/\r?\n$/, ''));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding')).replace(/\r\n/g, '\n');
    if (type.toLowerCase().startsWith('text/html')) found.html = decoded;
    else if (type.toLowerCase().startsWith('text/plain')) found.text = decoded;
  };
  visit(headers, body);
  return { headers, ...found };
}
