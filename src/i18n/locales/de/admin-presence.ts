import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: 'Ebenfalls in Bearbeitung durch: {people}',
  person: '{name} seit {time}',
  self: '{name} (Sie, in einem anderen Fenster)',
  someone: 'Ein anderer Admin',
  hint: 'Sie können weiter bearbeiten. Speichert die andere Person zuerst, wird nichts von ihr ersetzt, es sei denn, Sie entscheiden sich dafür.',
};
