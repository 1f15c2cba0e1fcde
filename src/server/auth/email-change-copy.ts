/** The words of changing an account's email: the API's answers and the two emails. */
import { EMAIL_VERIFICATION_TTL_DAYS } from '../../common/email-verification-link.js';

export const EMAIL_CHANGE_COPY = {
  passwordNeeded: 'Enter your current password to change your email.',
  takenAtLink: 'This email address is now used by another account, so your email did not change.',
  toNewAddress: {
    subject: 'Confirm your new email address for Amity',
    greeting: (firstName: string) => `Hello ${firstName},`,
    paragraphs: (email: string) => [`Please confirm that ${email} is your new email address. Your email changes once you open this link.`],
    action: 'Confirm new email address',
    notes: [
      `The link works once, for ${EMAIL_VERIFICATION_TTL_DAYS} days.`,
      'If you did not ask for this, ignore this email: nothing will change.',
    ],
  },
  /** Sent instead of the link when another account already uses the new address: its owner learns of the try, the asker learns nothing. */
  addressInUse: {
    subject: 'Someone tried to use your email address on Amity',
    greeting: 'Hello,',
    paragraphs: [
      'Someone signed in to another Amity account asked to change its email to this address. You already have an account with it, so nothing changed.',
    ],
    notes: ['If this was you, sign in with this address instead. Otherwise you can ignore this email.'],
  },
  toOldAddress: {
    subject: 'Your Amity email address is being changed',
    greeting: (firstName: string) => `Hello ${firstName},`,
    paragraphs: (newEmail: string) => [
      `Someone signed in to your Amity account asked to change its email to ${newEmail}. It changes once that address confirms it.`,
      'If this was not you, sign in, change your password and choose "Sign out everywhere else" on your Profile: anyone using your account is signed out and the change cannot be confirmed without a new request.',
    ],
  },
};
