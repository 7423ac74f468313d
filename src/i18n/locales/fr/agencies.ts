import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: 'Développez votre agence grâce aux démos IA',
  metaDescription:
    'Des démos IA en marque blanche pour les agences : gestion multi-clients, statistiques avancées et déploiement rapide.',
  hero: {
    eyebrow: 'Pour les agences',
    title: 'Développez votre agence grâce aux démos IA',
    subtitle:
      'Offrez à chaque client une démo IA qui vend jour et nuit, à votre marque, depuis un seul tableau de bord.',
    becomePartner: 'Devenir partenaire',
    scheduleConsultation: 'Planifier un échange',
  },
  features: {
    title: 'Tout ce qu’il faut pour revendre des démos IA',
    subtitle:
      'Lancez plus vite, gérez plus de clients et prouvez vos résultats sans recruter davantage.',
    items: [
      {
        title: 'Solutions en marque blanche',
        description:
          'Livrez des démos à votre marque, avec votre logo, vos couleurs et votre domaine sur chaque écran.',
      },
      {
        title: 'Gestion multi-clients',
        description:
          'Pilotez tous vos comptes clients depuis un seul tableau de bord, avec des espaces, des utilisateurs et des données séparés.',
      },
      {
        title: 'Statistiques avancées',
        description:
          'Montrez à chaque client les leads, signaux d’intention et revenus générés par ses démos, dans des rapports prêts à partager.',
      },
      {
        title: 'Déploiement rapide',
        description:
          'Passez de l’URL du produit à une démo IA en direct en moins de dix minutes, puis déployez-la chez tous vos clients.',
      },
    ],
  },
  checklist: {
    title: 'Conçu pour les agences, dès le premier jour',
    subtitle: 'Les outils, le support et les programmes qui font grandir nos partenaires.',
    items: [
      'Données de chaque client strictement cloisonnées',
      'Marque et domaine personnalisés',
      'Outils de création de démos en masse',
      'Rapports à l’échelle de l’agence',
      'Support partenaire prioritaire',
      'Partage des revenus',
      'Formation et certification',
      'Programmes de co-marketing',
    ],
  },
  testimonials: {
    title: 'Ces agences grandissent avec {product}',
    rating: 'Note : {rating} sur 5',
    items: [
      {
        quote:
          'Nous avons lancé des démos IA pour douze clients en un mois. Les leads qualifiés ont augmenté partout, et grâce à la marque blanche, nos clients voient notre marque, pas celle d’un autre.',
        role: 'Fondatrice, Northwind Digital',
      },
      {
        quote:
          'Les rapports clients nous prenaient tous nos vendredis. Aujourd’hui, chaque client voit clairement le pipeline créé par ses démos, et notre fidélisation n’a jamais été aussi bonne.',
        role: 'Responsable de la croissance, Brightpath Agency',
      },
    ],
  },
  cta: {
    title: 'Prêt à faire grandir votre agence ?',
    subtitle:
      'Rejoignez le programme partenaires et offrez à vos clients des démos qui vendent pendant qu’ils dorment.',
    apply: 'Devenir partenaire',
    guide: 'Recevoir le guide partenaire',
    guideHint: 'Nous vous enverrons le guide par e-mail',
    guideSubject: 'Demande du guide partenaire',
    guideBody: 'Bonjour, pouvez-vous m’envoyer le guide partenaire {product} ? Nom de l’agence : ',
  },
};
