import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: 'Aperçus recherche et réseaux sociaux',
  description:
    'L’article tel que l’affichent les résultats de recherche et les liens partagés, dans sa propre langue.',
  searchResult: 'Résultat de recherche',
  socialCard: 'Lien partagé',
  titleCount: 'Titre : {count} / {max} caractères',
  descriptionCount: 'Description : {count} / {max} caractères',
  overLimit: 'Plus long que ce qu’affichent habituellement les résultats de recherche.',
  titleFromSeo: 'Issu du titre SEO.',
  titleFromPost: 'Pas de titre SEO : le titre de l’article suivi du nom du blog.',
  descriptionFromMeta: 'Issue de la méta-description.',
  descriptionFromExcerpt: 'Pas de méta-description : l’extrait est utilisé.',
  descriptionFromTitle: 'Ni méta-description ni extrait : le titre est utilisé.',
  siteImage: 'Pas d’image à la une : l’image du site est partagée.',
};
