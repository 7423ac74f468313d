import type { Messages } from '@/i18n/messages';

/** Salvar por cima da versão mais recente de outra pessoa: a mesclagem e seu painel. */
export const merge: Messages['admin']['merge'] = {
  intro:
    'Outra pessoa salvou este post depois que você o abriu, por isso seu salvamento ficou em espera. As alterações dela e as suas foram combinadas onde vocês mudaram coisas diferentes. Abaixo aparece só o que vocês dois mudaram: escolha uma versão para cada item e depois salve.',
  taken: 'Já trazido da outra versão: {fields}.',
  legendTheirs: 'Só na outra versão',
  legendYours: 'Só na sua versão',
  block: '{field}, parte {number} de {count}',
  useTheirs: 'Usar a outra versão',
  keepYours: 'Manter a sua',
  edit: 'Editar',
  editLabel: 'Seu texto',
  removed: '(removido)',
  save: 'Salvar com estas escolhas',
  saveHint: 'Todo o resto que a outra pessoa mudou fica como ela salvou.',
  undecided: 'Primeiro escolha uma versão para cada item acima.',
  chooseToast: 'Você e outra pessoa mudaram o mesmo trecho. Escolha qual versão manter.',
  merged: 'Mesclado com as alterações de outra pessoa',
};
