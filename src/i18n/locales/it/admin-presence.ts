import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: 'In modifica anche da parte di: {people}',
  person: '{name} dalle {time}',
  self: '{name} (tu, in un’altra finestra)',
  someone: 'Un altro amministratore',
  hint: 'Puoi continuare a modificare. Se l’altra persona salva prima di te, nulla del suo lavoro viene sostituito senza una tua scelta.',
};
