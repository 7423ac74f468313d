import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: 'Tarifs',
  metaDescription:
    'Des offres simples pour vos démos produit par IA : commencez gratuitement avec Base, accélérez avec Growth ou passez à Enterprise avec un agent de démo en direct.',
  title: 'Des tarifs qui suivent la croissance de votre pipeline',
  subtitle:
    'Commencez gratuitement, ne payez que les démos réalisées et changez d’offre dès que vos prospects en redemandent.',
  billing: {
    label: 'Période de facturation',
    monthly: 'Mensuel',
    yearly: 'Annuel',
    yearlyBadge: '100 démos offertes',
  },
  card: {
    popular: 'Le plus choisi',
    perMonth: '/mois',
    perYear: '/an',
    billedYearly: 'Facturé annuellement, 15 % de remise',
    billedMonthly: 'Facturé mensuellement, sans engagement',
    demosLabel: 'Démos par mois',
    demoOption: '{count} démos/mois',
    allowance: '{count} démos/mois',
    allowanceBonus: '{count} démos/mois + {bonus} démos offertes par an',
    quoteTitle: 'Demander un devis',
    quoteText: 'Un tarif dégressif adapté à votre équipe.',
    bookDemo: 'Réserver une démo',
    customPrice: 'Sur mesure',
    customText: 'Volume illimité, tarif adapté à votre équipe.',
    includes: 'Ce qui est inclus',
    moreInfo: '{feature} : en savoir plus',
  },
  plans: {
    base: {
      description: 'Pour les fondateurs et petites équipes qui découvrent les démos par IA.',
      cta: 'Commencer gratuitement',
      features: [
        { label: '2 utilisateurs', info: 'Invitez un collègue pour créer et relire vos démos.' },
        {
          label: '1 salle de démo',
          info: 'Un espace de démo en direct à partager sur votre site ou par lien.',
        },
        {
          label: 'Intégrations limitées',
          info: 'Connectez votre agenda et votre messagerie pour recevoir les leads là où vous travaillez.',
        },
        {
          label: 'Statistiques de base',
          info: 'Vues, taux d’achèvement des démos et questions les plus posées par vos visiteurs.',
        },
      ],
    },
    growth: {
      description:
        'Pour les équipes commerciales et marketing qui transforment le trafic du site en pipeline.',
      cta: 'Essai gratuit',
      features: [
        {
          label: '10 utilisateurs',
          info: 'Réunissez ventes, marketing et produit autour des mêmes démos.',
        },
        {
          label: 'Salles de démo illimitées',
          info: 'Une salle dédiée pour chaque produit, segment ou campagne.',
        },
        {
          label: 'Intégrations et workflows',
          info: 'Synchronisez les leads qualifiés avec votre CRM et déclenchez des relances selon ce que disent vos prospects.',
        },
        {
          label: 'Statistiques avancées',
          info: 'Intention d’achat, points de friction et fonctionnalités qui font avancer les ventes.',
        },
        {
          label: 'Sans la marque {product}',
          info: 'Vos démos n’affichent que votre marque, sans logo ni badge {product}.',
        },
      ],
    },
    enterprise: {
      description:
        'Pour les entreprises qui veulent un agent en direct, une IA sur mesure et un accompagnement complet.',
      cta: 'Contacter l’équipe commerciale',
      everythingIn: 'Tout ce qu’offre Growth, et en plus :',
      features: [
        { label: 'Domaine personnalisé', info: 'Hébergez vos démos sur demo.votreentreprise.com.' },
        {
          label: 'Image de marque personnalisée',
          info: 'Vos polices, vos couleurs et votre logo sur chaque écran.',
        },
        {
          label: 'Scénarios de démo sur mesure',
          info: 'Des scripts et parcours construits autour de votre méthode de vente.',
        },
        {
          label: 'Agent de démo en direct',
          info: 'Un agent IA qui parle, clique et navigue dans votre produit en temps réel.',
        },
        {
          label: 'Mise en place et intégration',
          info: 'Notre équipe crée vos premières démos et connecte vos outils.',
        },
        {
          label: 'Derniers modèles d’IA',
          info: 'Un accès anticipé aux nouveaux modèles de voix et de raisonnement.',
        },
        {
          label: 'Avatar IA personnalisé',
          info: 'Un avatar réaliste inspiré de votre marque ou d’un membre de votre équipe.',
        },
      ],
    },
  },
  booking: {
    title: 'Vous hésitez entre plusieurs offres ?',
    subtitle: 'Choisissez un créneau et un expert produit vous guidera pas à pas.',
    fallback: 'Ouvrir l’agenda de réservation',
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Puis-je changer d’offre plus tard ?',
        answer:
          'Oui. Vous pouvez passer à une offre supérieure ou inférieure à tout moment ; le changement prend effet au prochain cycle de facturation.',
      },
      {
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer:
          'Nous acceptons les principales cartes bancaires et PayPal. Les clients Enterprise peuvent aussi payer par virement bancaire.',
      },
      {
        question: 'Proposez-vous un essai gratuit ?',
        answer:
          'Oui. Chaque offre payante inclut un essai gratuit de 14 jours, sans carte bancaire.',
      },
      {
        question: 'Que se passe-t-il si j’atteins ma limite de démos ?',
        answer:
          'Nous vous prévenons à l’approche de votre limite : vous pouvez alors changer d’offre ou ajouter des démos selon vos besoins.',
      },
      {
        question: 'Proposez-vous des remboursements ?',
        answer:
          'Les offres annuelles bénéficient d’une garantie satisfait ou remboursé de 30 jours : résiliez dans les 30 jours suivant votre premier paiement annuel et nous vous remboursons intégralement. Les offres mensuelles sont résiliables à tout moment et restent actives jusqu’à la fin du mois payé.',
      },
    ],
  },
};
