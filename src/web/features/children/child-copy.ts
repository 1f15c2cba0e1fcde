import { CHILD_PHOTO_MAX_MB } from '@common/child-rules';

/** The child form's words (the spec's shared texts live in SCREEN_COPY.children; removing a child in REMOVAL_COPY). */
export const CHILD_COPY = {
  name: 'Name',
  birthDate: 'Birth date',
  school: 'School (optional)',
  grade: 'Grade (optional)',
  gradePlaceholder: 'e.g. 4th grade',
  emergencyContact: 'Emergency contact (optional)',
  emergencyContactPlaceholder: 'Name and phone number',
  notes: 'Notes (optional)',
  notesPlaceholder: 'Allergies, medication, routines…',
  photo: 'Photo',
  photoHint: `JPEG, PNG or WebP, up to ${CHILD_PHOTO_MAX_MB} MB.`,
  photoPreview: 'Preview of the new photo',
  photoOf: (name: string) => `Photo of ${name || 'the child'}`,
  fixFields: 'Please correct the fields marked below.',
  saveChanges: 'Save changes',
  added: (name: string) => `${name} was added.`,
  saved: (name: string) => `Changes to ${name} were saved.`,
  photoNotSaved: (name: string, reason: string) => `${name} was saved, but the photo was not: ${reason}`,
} as const;
