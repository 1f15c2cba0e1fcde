/** What the chat says about the tamper-evident record: the hash chain, the signed checkpoints and this device's check. */
export const RECORD_COPY = {
  verified: 'History verified',
  verifiedTitle: 'Every message matches its tamper-evident hash chain and the server’s signed checkpoint',
  altered: 'History altered',
  alteredTitle: 'The server’s own check found a message that no longer matches the record',
  changedTitle: 'History changed on the server',
  changed: (seenOn: string) =>
    `This conversation's history no longer matches what your device saw on ${seenOn}: messages may have been removed or changed on the server.`,
  changedHint: 'Keep any report or screenshot you already have: it shows the history as it was.',
  seenOn: (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
} as const;
