import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: 'Voorbeeld in zoekmachines en sociale media',
  description:
    'Zo tonen zoekresultaten en gedeelde links dit artikel, in de eigen taal van het artikel.',
  searchResult: 'Zoekresultaat',
  socialCard: 'Gedeelde link',
  titleCount: 'Titel: {count} / {max} tekens',
  descriptionCount: 'Beschrijving: {count} / {max} tekens',
  overLimit: 'Langer dan zoekresultaten meestal tonen.',
  titleFromSeo: 'Uit de SEO-titel.',
  titleFromPost: 'Geen SEO-titel: de titel van het artikel met de naam van de blog.',
  descriptionFromMeta: 'Uit de metabeschrijving.',
  descriptionFromExcerpt: 'Geen metabeschrijving: de samenvatting wordt gebruikt.',
  descriptionFromTitle: 'Geen metabeschrijving of samenvatting: de titel wordt gebruikt.',
  siteImage: 'Geen uitgelichte afbeelding: de afbeelding van de site wordt gedeeld.',
};
