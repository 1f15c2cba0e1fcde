/** The words of email verification: the API's answers and the email. */
import { EMAIL_VERIFICATION_TTL_DAYS } from '../../common/email-verification-link.js';

export const EMAIL_VERIFICATION_COPY = {
  verified: 'Your email address is verified.',
  invalidLink: 'This verification link has expired or has already been used. Sign in and ask for a new one from the banner at the top.',
  alreadyVerified: 'Your email address is already verified.',
  resent: 'Sent. Check your inbox.',
  tooMany: 'verification emails',
  /** To an address's owner when someone registers (or asks for a link) with it: the registrant is never told. */
  claimNotice: {
    subject: 'Someone tried to create an Amity account with your email address',
    greeting: 'Hello,',
    paragraphs: [
      'Someone tried to create a new Amity account with this email address. You already have an account with it, so the new one cannot use it: it gets no email and no access to your account or your family.',
    ],
    notes: [
      'If this was you, sign in with your existing account instead (or reset your password from the sign-in page). Otherwise you can ignore this email.',
    ],
  },
  mail: {
    subject: 'Verify your email address for Amity',
    greeting: (firstName: string) => `Hello ${firstName},`,
    paragraphs: (email: string) => [`Please confirm that ${email} is your email address, so Amity can reach you there.`],
    action: 'Verify email address',
    notes: [
      `The link works once, for ${EMAIL_VERIFICATION_TTL_DAYS} days.`,
      'If you did not create an Amity account, ignore this email: nothing will change.',
    ],
  },
};
