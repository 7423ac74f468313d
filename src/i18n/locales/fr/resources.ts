import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: 'Événements à venir',
    metaDescription:
      'Retrouvez notre équipe lors de nos prochains événements, rencontres et conférences.',
    title: 'Événements à venir',
    text: 'Le calendrier des événements arrive bientôt.',
  },
  templates: {
    metaTitle: 'Modèles de démo',
    metaDescription:
      'Des modèles de démos IA prêts à l’emploi pour les équipes commerciales, marketing et produit.',
    title: 'Modèles de démo',
    text: 'La bibliothèque de modèles arrive bientôt.',
  },
  videos: {
    metaTitle: 'Vidéos',
    metaDescription: 'Regardez des avatars IA et des agents en direct présenter des produits.',
    title: 'Vidéos',
    text: 'La galerie vidéo arrive bientôt.',
  },
  webinars: {
    metaTitle: 'Webinaires',
    metaDescription:
      'Des webinaires en direct avec nos experts pour convertir davantage de visiteurs grâce aux démos IA.',
    title: 'Webinaires',
    text: 'Le programme des webinaires arrive bientôt.',
  },
};
