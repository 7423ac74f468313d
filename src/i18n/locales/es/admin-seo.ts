import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: 'Vista previa en buscadores y redes sociales',
  description:
    'Así mostrarán esta entrada los resultados de búsqueda y los enlaces compartidos, en su propio idioma.',
  searchResult: 'Resultado de búsqueda',
  socialCard: 'Enlace compartido',
  titleCount: 'Título: {count} / {max} caracteres',
  descriptionCount: 'Descripción: {count} / {max} caracteres',
  overLimit: 'Es más largo de lo que suelen mostrar los buscadores.',
  titleFromSeo: 'Tomado del título SEO.',
  titleFromPost: 'Sin título SEO: se usa el título de la entrada con el nombre del blog.',
  descriptionFromMeta: 'Tomada de la metadescripción.',
  descriptionFromExcerpt: 'Sin metadescripción: se usa el extracto.',
  descriptionFromTitle: 'Sin metadescripción ni extracto: se usa el título.',
  siteImage: 'Sin imagen destacada: se comparte la imagen del sitio.',
};
