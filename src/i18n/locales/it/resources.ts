import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: 'Prossimi eventi',
    metaDescription: 'Incontra il nostro team ai prossimi eventi, meetup e conferenze.',
    title: 'Prossimi eventi',
    text: 'Il calendario degli eventi arriverà a breve.',
  },
  templates: {
    metaTitle: 'Modelli di demo',
    metaDescription: 'Modelli di demo IA pronti all’uso per team vendite, marketing e prodotto.',
    title: 'Modelli di demo',
    text: 'La libreria dei modelli arriverà a breve.',
  },
  videos: {
    metaTitle: 'Video',
    metaDescription: 'Guarda avatar IA e agenti dal vivo mentre presentano i prodotti.',
    title: 'Video',
    text: 'La galleria video arriverà a breve.',
  },
  webinars: {
    metaTitle: 'Webinar',
    metaDescription:
      'Webinar in diretta con esperti di demo: come convertire più visitatori con le demo IA.',
    title: 'Webinar',
    text: 'Il calendario dei webinar arriverà a breve.',
  },
};
