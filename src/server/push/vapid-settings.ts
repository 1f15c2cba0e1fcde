/** Checks of the VAPID variables (config.ts) and the contact push services see when VAPID_SUBJECT is not set. */

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decodedLength(value: string): number | undefined {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : undefined;
}

/** An uncompressed P-256 point: 65 bytes starting with 0x04, base64url (what `web-push generate-vapid-keys` prints). */
export const isVapidPublicKey = (value: string): boolean => decodedLength(value) === 65 && Buffer.from(value, 'base64url')[0] === 0x04;

export const isVapidPrivateKey = (value: string): boolean => decodedLength(value) === 32;

/** Push services accept only an https: URL or a mailto: address as the sender's contact. */
export function isVapidSubject(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'mailto:' ? /^[^\s@]+@[^\s@]+$/.test(url.pathname) : url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const VAPID_HINT = {
  publicKey: 'must be a VAPID public key: 65 bytes in base64url, as `npx web-push generate-vapid-keys` prints',
  privateKey: 'must be a VAPID private key: 32 bytes in base64url, as `npx web-push generate-vapid-keys` prints',
  subject: 'must be an https:// URL or a mailto: address',
};

const FALLBACK_SUBJECT = 'mailto:amity@localhost';

/** PUBLIC_URL when it is https, else a mailto: of MAIL_FROM's address or SUPPORT_EMAIL. */
export function vapidSubjectFor(settings: { publicUrl?: string; mailFrom?: string; supportEmail?: string }): string {
  const { publicUrl, mailFrom, supportEmail } = settings;
  if (publicUrl && isVapidSubject(publicUrl) && new URL(publicUrl).hostname !== 'localhost') return publicUrl.replace(/\/$/, '');
  const address = mailFrom ? (/<([^<>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim() : supportEmail;
  const subject = address ? `mailto:${address}` : FALLBACK_SUBJECT;
  return isVapidSubject(subject) ? subject : FALLBACK_SUBJECT;
}
