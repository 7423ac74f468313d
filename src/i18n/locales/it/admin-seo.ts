import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: 'Anteprime per ricerca e social',
  description:
    'Ecco come i risultati di ricerca e i link condivisi mostrano questo articolo, nella sua lingua.',
  searchResult: 'Risultato di ricerca',
  socialCard: 'Link condiviso',
  titleCount: 'Titolo: {count} / {max} caratteri',
  descriptionCount: 'Descrizione: {count} / {max} caratteri',
  overLimit: 'Più lungo di quanto mostrano di solito i risultati di ricerca.',
  titleFromSeo: 'Dal titolo SEO.',
  titleFromPost: 'Nessun titolo SEO: il titolo dell’articolo con il nome del blog.',
  descriptionFromMeta: 'Dalla meta description SEO.',
  descriptionFromExcerpt: 'Nessuna meta description: viene usato l’estratto.',
  descriptionFromTitle: 'Né meta description né estratto: viene usato il titolo.',
  siteImage: 'Nessuna immagine in evidenza: viene condivisa l’immagine del sito.',
};
