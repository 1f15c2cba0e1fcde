/** The words of password reset: the API's answers and the email. */
import { PASSWORD_RESET_TTL_MINUTES } from '../../common/password-reset-link.js';

export const PASSWORD_RESET_COPY = {
  requested: `If an account uses this email, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  invalidLink: 'This reset link has expired or has already been used. Ask for a new one from the sign-in page.',
  tooMany: 'password reset requests',
  mail: {
    subject: 'Reset your Amity password',
    greeting: (firstName: string) => `Hello ${firstName},`,
    paragraphs: ['Someone, hopefully you, asked to reset the password of your Amity account.'],
    action: 'Choose a new password',
    notes: [
      `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Choosing a new password signs you out on your other devices.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  },
};
