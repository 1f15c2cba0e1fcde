/** The words of the banner asking a parent to verify their email (it loads with the banner). */
export const EMAIL_VERIFICATION_BANNER_COPY = {
  text: (email: string) => ({ before: 'Please verify your email address. We sent a link to ', email, after: '.' }),
  resend: 'Resend link',
  sending: 'Sending…',
  sent: 'Sent. Check your inbox.',
  dismiss: 'Dismiss the email verification reminder',
} as const;
