import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live : l’agent IA de démo en direct',
  metaDescription:
    '{product} Live est un agent IA en temps réel qui présente votre produit, y navigue et met en avant l’essentiel pour chaque visiteur.',
  banner: {
    label: 'Annonce',
    text: 'Découvrez {product} Live',
    learnMore: 'En savoir plus',
    dismiss: 'Fermer l’annonce',
  },
  hero: {
    eyebrow: 'Nouveau',
    title: 'Voici {product} Live, l’agent IA qui présente votre produit en direct',
    subtitle:
      'Il dialogue avec vos prospects, clique dans votre vrai produit et met en avant ce qui compte pour eux, en temps réel, à chaque visite.',
    seeItLive: 'Le voir en direct',
    watchVideo: 'Voir la vidéo',
    imageAlt:
      'Un agent {product} Live présente un tableau de bord produit, son curseur cliquant sur un graphique mis en évidence',
  },
  video: {
    title: '{product} Live en action',
    description:
      'Regardez l’agent mener une démo complète, de la première question au rendez-vous réservé.',
    frameTitle: 'Vidéo de présentation de {product} Live',
    close: 'Fermer la vidéo',
    openElsewhere: 'La vidéo ne se lance pas ? Ouvrez-la dans un nouvel onglet',
  },
  highlights: {
    title: 'Une démo digne de votre meilleur commercial',
    items: [
      {
        title: 'Un argumentaire de pro',
        description:
          'L’agent raconte votre histoire avec vos mots, s’adapte à chaque question et n’a jamais de jour sans.',
      },
      {
        title: 'Clics et navigation',
        description:
          'Il pilote votre vrai produit, ouvre les écrans et lance les workflows tout en les expliquant.',
      },
      {
        title: 'L’essentiel mis en avant',
        description:
          'Il montre les fonctionnalités qui intéressent chaque prospect : la valeur se voit en quelques secondes, sans diapositives.',
      },
    ],
  },
  benefits: {
    title: 'Ce que {product} Live change pour vos équipes',
    subtitle:
      'Tout ce qu’une démo menée par un humain fait de mieux, accessible à chaque visiteur, à toute heure.',
    items: [
      {
        title: 'Un vrai agent en direct',
        description:
          'Pas un enregistrement : un agent en direct qui écoute, répond et s’adapte à chaque prospect sur le moment.',
      },
      {
        title: 'Plus simple à mettre en place',
        description:
          'Partagez l’URL de votre produit et votre agent est prêt en quelques minutes, sans script ni tournage vidéo.',
      },
      {
        title: 'Une meilleure expérience',
        description:
          'Vos prospects explorent à leur rythme et obtiennent des réponses claires sans attendre un rendez-vous.',
      },
      {
        title: 'Plus de conversions',
        description:
          'Les visiteurs qualifiés réservent un appel quand leur intérêt est au plus haut, et votre équipe connaît déjà leurs besoins.',
      },
    ],
  },
  cta: {
    title: 'Prêt à transformer vos démos ?',
    subtitle: 'Lancez dès aujourd’hui votre première démo IA en direct. Sans carte bancaire.',
    button: 'Commencer',
  },
};
