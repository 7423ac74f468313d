import type { Messages } from '@/i18n/messages';

export const blog: Messages['blog'] = {
  metaTitle: 'Blog',
  metaDescription:
    'Les notes de l’équipe Demoly sur les démos IA, la vente et le marketing, réunies au même endroit.',
  title: 'Blog',
  subtitle: 'Les notes de l’équipe, réunies ici',
  categoriesLabel: 'Catégories',
  latest: 'Derniers articles',
  searchLabel: 'Rechercher un article',
  searchPlaceholder: 'Titre, résumé ou mot-clé',
  loading: 'Chargement…',
  emptyTitle: 'Aucun article trouvé',
  emptyText: 'Essayez une autre catégorie',
  resultCount: { one: '{count} article', other: '{count} articles' },
  pageTitle: 'Blog, page {page}',
  pastLastPage: 'Aucun article sur cette page.',
  firstPage: 'Revenir à la première page',
  inEnglish: 'En anglais',
  post: {
    titleSuffix: 'Blog {product}',
    backToBlog: 'Retour au blog',
    readTime: '{minutes} min de lecture',
    byAuthor: 'Par {author}',
    share: 'Partager',
    linkCopied: 'Lien copié dans le presse-papiers',
    copyFailed: 'Impossible de copier le lien. Copiez-le depuis la barre d’adresse.',
    tagsLabel: 'Mots-clés',
    allPosts: 'Tous les articles',
    getStarted: 'Commencer',
    ctaTitle: 'Prêt à transformer vos démos ?',
    ctaText:
      'Offrez à chaque visiteur une démo produit en direct et personnalisée, menée par un agent IA disponible jour et nuit.',
    ctaButton: 'Commencer dès aujourd’hui',
    notFoundTitle: 'Article introuvable',
    notFoundText: 'L’article que vous cherchez n’existe pas.',
  },
};
