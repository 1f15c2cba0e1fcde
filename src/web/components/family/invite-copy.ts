/** The words of the co-parent invitation link, shown on Profile and on Messages. */
export const INVITE_COPY = {
  linkFor: (email: string) => `Invite link for ${email}`,
  validUntil: (date: string) => `Valid until ${date}. Anyone with this link can join your family, so share it only with your co-parent.`,
  copyLink: 'Copy Link',
  share: 'Share',
  sendIt: (email: string) => `Send it to ${email}.`,
  copyFailed: 'Could not copy',
  copyFailedText: 'Select the link and copy it by hand.',
  shareTitle: (product: string) => `Join me on ${product}`,
  shareText: (product: string) => `I've invited you to our family space on ${product}.`,
} as const;
