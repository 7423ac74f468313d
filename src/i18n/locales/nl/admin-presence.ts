import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: 'Ook bezig met bewerken: {people}',
  person: '{name} sinds {time}',
  self: '{name} (jij, in een ander venster)',
  someone: 'Een andere beheerder',
  hint: 'Je kunt gewoon verder bewerken. Slaat de ander eerst op, dan wordt niets van diegene vervangen tenzij jij daarvoor kiest.',
};
