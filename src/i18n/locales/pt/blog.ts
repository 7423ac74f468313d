import type { Messages } from '@/i18n/messages';

export const blog: Messages['blog'] = {
  metaTitle: 'Blog',
  metaDescription:
    'Anotações da equipe Demoly sobre demos com IA, vendas e marketing, reunidas em um só lugar.',
  title: 'Blog',
  subtitle: 'Anotações reunidas pela equipe',
  categoriesLabel: 'Categorias',
  latest: 'Recentes',
  searchLabel: 'Pesquisar artigos',
  searchPlaceholder: 'Título, resumo ou tag',
  loading: 'Carregando…',
  emptyTitle: 'Nenhum artigo encontrado',
  emptyText: 'Tente escolher outra categoria',
  resultCount: { one: '{count} artigo', other: '{count} artigos' },
  pageTitle: 'Blog, página {page}',
  pastLastPage: 'Não há artigos nesta página.',
  firstPage: 'Ir para a primeira página',
  inEnglish: 'Em inglês',
  post: {
    titleSuffix: 'Blog da {product}',
    backToBlog: 'Voltar ao blog',
    readTime: '{minutes} min de leitura',
    byAuthor: 'Por {author}',
    share: 'Compartilhar',
    linkCopied: 'Link copiado para a área de transferência',
    copyFailed: 'Não foi possível copiar o link. Copie-o da barra de endereços.',
    tagsLabel: 'Marcadores',
    allPosts: 'Todos os artigos',
    getStarted: 'Começar',
    ctaTitle: 'Pronto para transformar suas demos?',
    ctaText:
      'Ofereça a cada visitante uma demo de produto ao vivo e personalizada, com um agente de IA que nunca para.',
    ctaButton: 'Comece hoje mesmo',
    notFoundTitle: 'Artigo não encontrado',
    notFoundText: 'O artigo que você procura não existe.',
  },
};
