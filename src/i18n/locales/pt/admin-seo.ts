import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: 'Prévia na busca e nas redes sociais',
  description:
    'Como os resultados de busca e os links compartilhados mostram este post, no idioma dele.',
  searchResult: 'Resultado de busca',
  socialCard: 'Link compartilhado',
  titleCount: 'Título: {count} / {max} caracteres',
  descriptionCount: 'Descrição: {count} / {max} caracteres',
  overLimit: 'Mais longo do que os resultados de busca costumam mostrar.',
  titleFromSeo: 'Vem do título SEO.',
  titleFromPost: 'Sem título SEO: o título do post com o nome do blog.',
  descriptionFromMeta: 'Vem da metadescrição.',
  descriptionFromExcerpt: 'Sem metadescrição: o resumo é usado.',
  descriptionFromTitle: 'Sem metadescrição nem resumo: o título é usado.',
  siteImage: 'Sem imagem de destaque: a imagem do site é compartilhada.',
};
