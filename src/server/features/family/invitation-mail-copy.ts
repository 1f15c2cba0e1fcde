/** The words of the email that carries an invitation to the co-parent. */
export const INVITATION_MAIL_COPY = {
  subject: (inviter: string) => `${inviter} invited you to Amity`,
  greeting: 'Hello,',
  paragraphs: (inviter: string) => [
    `${inviter} invited you to share a family space on Amity: one calendar, one message history and one set of records for your children.`,
    'Open the link to create your account, or to sign in if you already have one, and join.',
  ],
  action: 'Accept the invitation',
  notes: (until: string) => [
    `The link works until ${until}, once. Anyone with it can join this family space, so do not pass it on.`,
    'If you did not expect this invitation, ignore this email.',
  ],
  tooMany: 'invitation emails',
  noLink: 'This invitation was made before its link could be sent again. Revoke it and invite your co-parent again.',
};
