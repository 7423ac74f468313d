/** Saving over a colleague's newer save: the three-way merge and its panel (part of `admin`). */
export const merge = {
  intro:
    'Someone else saved this post after you opened it, so your save was held back. Their changes and yours were combined wherever you changed different things. Below is only what you both changed: choose a version for each, then save.',
  taken: 'Already taken from their version: {fields}.',
  legendTheirs: 'Only in their version',
  legendYours: 'Only in your version',
  block: '{field}, part {number} of {count}',
  useTheirs: 'Use theirs',
  keepYours: 'Keep yours',
  edit: 'Edit',
  editLabel: 'Your text',
  removed: '(removed)',
  save: 'Save with these choices',
  saveHint: 'Everything else they changed stays as they saved it.',
  undecided: 'Choose a version for each item above first.',
  chooseToast: 'You and a colleague changed the same part. Choose which version to keep.',
  merged: 'Merged with a colleague’s changes',
};
