/** Every word the sign-in page shows (its HTML holds the rest, in login.html). */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/constants.js';
import { PASSWORD_RESET_TTL_MINUTES } from '../../common/password-reset-link.js';

export const LOGIN_COPY = {
  modes: {
    login: { title: 'Welcome back', intro: 'Sign in to your family space.', submit: 'Sign in', busy: 'Signing in…' },
    register: {
      title: 'Create your account',
      intro: 'Set up your family space in a minute.',
      submit: 'Create account',
      busy: 'Creating account…',
    },
    forgot: {
      title: 'Reset your password',
      intro: 'Enter the email of your account and we will send you a link to choose a new password.',
      submit: 'Send reset link',
      busy: 'Sending…',
    },
    reset: {
      title: 'Choose a new password',
      intro: 'Choosing a new password signs you out of Amity on your other devices.',
      submit: 'Save new password',
      busy: 'Saving…',
    },
  },
  passwordLabel: { current: 'Password', new: 'New password' },
  forgotSent: (email: string) =>
    `If an account uses ${email}, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  resetLinkIncomplete: 'This reset link is incomplete. Copy the whole link from the email, or ask for a new one.',
  askForNewLink: 'Ask for a new link',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters`,
  showPassword: 'Show',
  hidePassword: 'Hide',
  checkFields: 'Please check the highlighted fields.',
  invite: {
    title: 'Join your family space',
    intro: 'Accept the invitation to start sharing with your co-parent.',
    join: 'Join family',
    joining: 'Joining…',
  },
  joinFailed: { title: 'Could not join this family', intro: 'You are signed in to Amity.', continue: 'Continue to Amity' },
  errors: {
    network: 'Could not reach Amity. Check your connection and try again.',
    tooMany: 'Too many attempts. Please wait a moment and try again.',
    server: 'Something went wrong on our side. Please try again in a moment.',
    other: 'Something went wrong. Please try again.',
  },
  /** The same messages as registerRequestSchema and loginRequestSchema (src/common/schemas/auth.ts). */
  validation: {
    emailRequired: 'Email is required',
    emailTooLong: 'Email is too long',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    firstName: 'First name',
    lastName: 'Last name',
    required: (label: string) => `${label} is required`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  },
};
