/** The words of the page an email verification link opens (the sign-in page, its form hidden). */
export const VERIFY_EMAIL_COPY = {
  documentTitle: 'Verify email · Amity',
  checking: { title: 'Verifying your email', intro: 'One moment…' },
  done: { title: 'Email verified', intro: 'Thank you. Amity can now reach you by email.' },
  failed: { title: 'Could not verify your email', intro: 'The link did not work.' },
  verified: 'Your email address is verified.',
  incomplete: 'This verification link is incomplete. Copy the whole link from the email, or sign in and ask for a new one.',
  continue: 'Continue to Amity',
};
