import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    'Cada vez que este post foi salvo, do mais recente ao mais antigo. Escolha uma versão para comparar todos os campos com a versão atual e depois restaure a versão inteira ou um único campo.',
  sameAsCurrent: 'Todos os campos são iguais aos da versão atual.',
  restoreField: 'Restaurar este campo',
  fieldConfirmTitle: 'Restaurar “{field}”?',
  fieldConfirmDescription:
    '“{field}” será salvo de novo como estava na versão de {time}. Os outros campos mantêm o valor atual, e a versão atual continua no histórico.',
  fieldConfirm: 'Restaurar campo',
  fieldRestored: '“{field}” restaurado e salvo como novo',
  empty: 'Vazio',
  noImage: 'Sem imagem',
  noOriginal: 'Nenhum (é um original)',
  translationOf: 'Tradução de “{title}”',
  anotherPost: 'Outro post',
  readTime: { one: '{count} minuto', other: '{count} minutos' },
  markWithSave: 'Marcar como atualizada ao salvar',
  markWithSaveHint:
    'Registra, no mesmo salvamento, que esta tradução agora acompanha o original como comparado acima.',
  saveOrMarkWithSave:
    'Salve suas alterações primeiro ou marque “Marcar como atualizada ao salvar” ao lado dos botões de salvar.',
  markedWith: 'Marcada como atualizada com a versão do original de {date}.',
  sourceChanges: 'O que mudou no original entre as duas versões',
  sourceChangesMissing:
    'A versão anterior do original não está mais no histórico, então não é possível mostrar as alterações.',
  languageChip: 'Idioma: {language}',
  publishConfirmTitle: 'Publicar agora?',
  publishConfirmDescription:
    'Os leitores verão este post assim que ele for publicado. Para continuar trabalhando nele, salve como rascunho.',
  publishConfirm: 'Publicar agora',
  keepEditing: 'Continuar editando',
};
