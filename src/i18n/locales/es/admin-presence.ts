import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: 'Editando también: {people}',
  person: '{name} desde las {time}',
  self: '{name} (tú, en otra ventana)',
  someone: 'Otro administrador',
  hint: 'Puedes seguir editando. Si la otra persona guarda primero, no se reemplaza nada de lo suyo a menos que tú lo elijas.',
};
