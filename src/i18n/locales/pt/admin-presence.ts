import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: 'Editando também: {people}',
  person: '{name} desde {time}',
  self: '{name} (você, em outra janela)',
  someone: 'Outro administrador',
  hint: 'Você pode continuar editando. Se a outra pessoa salvar antes, nada do que ela fez será substituído a menos que você escolha.',
};
