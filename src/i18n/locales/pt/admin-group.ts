import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: 'Aplicar às versões em outros idiomas?',
    description:
      'Você alterou {fields} do original. As versões em outros idiomas ainda têm os valores anteriores.',
    fields: {
      category: 'a categoria',
      tags: 'os marcadores',
      featured_image: 'a imagem de destaque',
      read_time: 'o tempo de leitura',
    },
    altNote: 'Cada versão mantém a própria descrição da imagem, escrita no seu idioma.',
    versions: 'Versões em outros idiomas',
    submit: { one: 'Aplicar a {count} versão', other: 'Aplicar a {count} versões' },
    skip: 'Agora não',
    applying: 'Aplicando…',
    done: 'Concluir',
    loading: 'Carregando as versões…',
    loadError: 'Não foi possível carregar as versões em outros idiomas. Altere-as uma a uma.',
    updated: 'Atualizada',
    changed:
      'Não atualizada: alguém salvou esta versão nesse meio-tempo. Abra-a para aplicar a alteração.',
    deleted: 'Não atualizada: esta versão não existe mais.',
    failed: 'Não atualizada: não foi possível salvar.',
    summary: '{done} de {count} versões atualizadas.',
  },
  delete: {
    description:
      '“{title}” é o original de {count} versões em outros idiomas: {languages}. O que deve acontecer com elas?',
    choices: 'As versões em outros idiomas',
    deleteAll: 'Excluir todas as {count} versões',
    deleteAllHint: 'O original e todas as traduções são removidos do blog.',
    keep: 'Manter as traduções',
    keepHint:
      'Somente o original é excluído. A versão escolhida passa a ser o novo original, e as demais, traduções dela.',
    newOriginal: 'Novo original',
    confirmKeep: 'Excluir somente o original',
    loading: 'Carregando as versões…',
    loadError:
      'Não foi possível carregar as versões em outros idiomas, então o post não pode ser excluído com segurança. Tente novamente.',
    deletedAll: 'As {count} versões foram excluídas.',
    handedOver: 'O original foi excluído. “{title}” é o novo original.',
  },
};
