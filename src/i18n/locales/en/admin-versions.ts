/**
 * Versions of a post (part of `admin`): History's field-by-field compare and single-field
 * restore, marking a translation up to date in the same save, and the phone's dashboard and
 * publish confirmation.
 */
export const versions = {
  historyDescription:
    'Every save of this post, newest first. Choose a version to compare every field with the current version, then restore the whole version or a single field.',
  sameAsCurrent: 'Every field is the same as in the current version.',
  restoreField: 'Restore this field',
  fieldConfirmTitle: 'Restore “{field}”?',
  fieldConfirmDescription:
    '“{field}” will be saved again as it was in the version from {time}. Every other field keeps its current value, and the current version stays in the history.',
  fieldConfirm: 'Restore field',
  fieldRestored: '“{field}” restored as a new save',
  empty: 'Empty',
  noImage: 'No image',
  noOriginal: 'None (an original)',
  translationOf: 'Translation of “{title}”',
  anotherPost: 'Another post',
  readTime: { one: '{count} minute', other: '{count} minutes' },
  markWithSave: 'Mark as up to date with this save',
  markWithSaveHint:
    'Records in the same save that this translation now follows the original as compared above.',
  saveOrMarkWithSave:
    'Save your changes first, or tick “Mark as up to date with this save” beside the save buttons.',
  markedWith: 'Marked up to date with the original’s version of {date}.',
  sourceChanges: 'What the original changed between the two versions',
  sourceChangesMissing:
    'The original’s earlier version is no longer in its history, so the changes cannot be shown.',
  languageChip: 'Language: {language}',
  publishConfirmTitle: 'Publish now?',
  publishConfirmDescription:
    'Readers will see this post as soon as it is published. To keep working on it, save it as a draft instead.',
  publishConfirm: 'Publish now',
  keepEditing: 'Keep editing',
};
