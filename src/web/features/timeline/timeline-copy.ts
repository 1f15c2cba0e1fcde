import { TIMELINE_PHOTO_MAX_MB } from '@common/timeline-rules';

/** The timeline screen's own words (the spec's shared texts live in SCREEN_COPY.timeline). */
export const TIMELINE_COPY = {
  newEntry: 'New timeline entry',
  editEntryLabel: (title: string) => `Edit ${title}`,
  title: 'Title',
  date: 'Date',
  description: 'Description',
  descriptionPlaceholder: 'What happened? Who was there? How did they feel?',
  tags: 'Tags',
  tagsHint: 'Separate tags with commas.',
  tagsPlaceholder: 'e.g. soccer, first goal',
  privateEntry: 'Private entry',
  privateHint: 'Only you will see it; your co-parent will not.',
  photo: 'Photo (optional)',
  photoHint: `Optional. JPEG, PNG or WebP, up to ${TIMELINE_PHOTO_MAX_MB} MB.`,
  photoPreview: 'Preview of the chosen photo',
  currentPhoto: 'Current photo',
  saveChanges: 'Save changes',
  changesSaved: 'Your changes were saved.',
  photoNotSaved: (reason: string) => `The entry was saved, but the photo was not: ${reason}`,
  editTitle: 'Edit entry',
  onlyYou: 'Only you can see this entry.',
  bothParents: 'Both parents see this entry.',
  deleteTitle: 'Delete this entry?',
  deletePrivateText: (title: string) => `“${title}” will be removed from your timeline. It stays private to you.`,
  deleteSharedText: (title: string) =>
    `“${title}” will be removed from the timeline for both parents. It is kept in your family's record, and the History shows who removed it and when.`,
  delete: 'Delete entry',
  deleting: 'Deleting…',
  deleted: 'Entry deleted',
  deletedText: (title: string) => `“${title}” was removed.`,
} as const;
