import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: 'Également en cours de modification par : {people}',
  person: '{name} depuis {time}',
  self: '{name} (vous, dans une autre fenêtre)',
  someone: 'Un autre administrateur',
  hint: 'Vous pouvez continuer à modifier. Si l’autre personne enregistre avant vous, rien de ce qu’elle a écrit n’est remplacé sans votre choix.',
};
