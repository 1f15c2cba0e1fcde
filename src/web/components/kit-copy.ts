/** Words the UI kit's components show by default; a feature passes its own where the spec names another. */
export const KIT_COPY = {
  close: 'Close',
  cancel: 'Cancel',
  saving: 'Saving…',
  addPhoto: 'Add photo',
  replacePhoto: 'Replace photo',
};
