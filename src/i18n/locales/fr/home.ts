import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: 'Des avatars IA qui présentent votre produit 24 h/24',
  metaDescription:
    'Des avatars IA et des agents IA en direct offrent une démo produit réaliste à chaque visiteur, le qualifient et transforment son intérêt en pipeline.',
  hero: {
    eyebrow: 'Agents de démo IA pour les équipes B2B',
    title: 'Des avatars IA qui présentent votre produit à {highlight}',
    titleWords: ['chaque visiteur', 'chaque prospect', 'chaque fuseau horaire'],
    pitch:
      'Vos visiteurs découvrent votre produit dès que leur curiosité s’éveille, sans prendre rendez-vous. {product} qualifie chaque prospect et transforme son intérêt en véritables opportunités commerciales.',
    primaryCta: 'Créer une démo gratuite',
    secondaryCta: 'ou parler à notre équipe commerciale',
    trustLine: 'Sans carte bancaire · En ligne en moins de 10 minutes',
  },
  demo: {
    label: 'Démo produit IA en direct',
    posterAlt:
      'Un avatar IA présente un tableau de bord analytique lors d’une démo produit en direct',
    live: 'En direct',
    join: 'Rejoindre la démo',
    joinHint: 'Parlez ou écrivez : l’avatar IA répond en temps réel.',
    frameTitle: 'Démo produit en direct avec un avatar IA',
    enterFullscreen: 'Passer en plein écran',
    exitFullscreen: 'Quitter le plein écran',
    skip: 'Passer la démo et continuer',
    openElsewhere: 'La démo ne se charge pas ? Ouvrez-la dans un nouvel onglet',
  },
  logos: {
    title: 'Des entreprises en pleine croissance nous font confiance',
  },
  painPoints: {
    title: 'Ne perdez plus de ventes à cause {phrase}',
    phrases: [
      'de relances trop lentes',
      'de rendez-vous manqués',
      'de leads non qualifiés',
      'des décalages horaires',
      'de visites produit génériques',
      'd’une avant-vente débordée',
    ],
    pause: 'Mettre en pause le défilement',
    play: 'Relancer le défilement',
  },
  features: {
    eyebrow: 'Ce qui fait la différence',
    title: 'Avec les démos IA, trois fois plus de visiteurs deviennent des opportunités qualifiées',
    subtitle:
      'Un seul avatar IA présente, qualifie et passe le relais : votre équipe ne parle plus qu’aux prospects prêts à avancer.',
    tryFree: 'Essayer gratuitement',
    bookExpert: 'Ou réserver une démo avec un expert',
    cards: [
      {
        title: 'Un environnement de démo IA réaliste',
        headline: 'Offrez à chaque visiteur une {highlight} de votre vrai produit',
        highlight: 'démo en direct réaliste',
        subheadline:
          'L’avatar navigue dans votre application, répond aux questions à voix haute et adapte son discours à chaque prospect.',
        meta: 'Prêt en moins de 10 minutes à partir de l’URL de votre produit',
      },
      {
        title: 'Connaissez votre prospect avant le premier rendez-vous',
        headline: 'Abordez chaque appel en {highlight}',
        highlight: 'connaissant déjà votre prospect',
        subheadline:
          'Entreprise, rôle, budget et critères clés sont recueillis pendant la démo et résumés avant même votre premier bonjour.',
        meta: '2,5× plus de leads qualifiés',
      },
      {
        title: 'Des conversions automatiques, 24 h/24 et 7 j/7',
        headline: 'Transformez vos visiteurs en rendez-vous {highlight}, automatiquement',
        highlight: 'jour et nuit',
        subheadline:
          'Couche-tard et prospects à l’autre bout du monde profitent de la même démo, avec un rendez-vous calé directement dans votre agenda.',
        meta: 'Plus de 80 heures gagnées chaque mois',
      },
      {
        title: 'Des workflows déclenchés par les conversations',
        headline: 'Déclenchez la {highlight} selon ce que disent vraiment vos prospects',
        highlight: 'bonne relance',
        subheadline:
          'Points de friction, budget, échéance, adéquation au profil client idéal, intention d’achat et cas d’usage alimentent votre CRM et lancent l’étape suivante.',
        meta: 'Des relances 2× plus rapides',
      },
      {
        title: 'Identifiez les fonctionnalités qui génèrent du chiffre d’affaires',
        headline: 'Découvrez les fonctionnalités qui {highlight}',
        highlight: 'génèrent du chiffre d’affaires',
        subheadline:
          'Chaque question et chaque clic sont reliés au pipeline : produit et marketing savent exactement ce qui fait signer.',
        meta: '+38 % sur le taux de signature',
      },
    ],
    illustrations: {
      agentName: 'Ava · agente de démo IA',
      visitorQuestion: 'Est-ce que ça se synchronise avec notre CRM ?',
      agentAnswer: 'Oui ! Je vous montre la synchronisation en direct.',
      screenTitle: 'Vue du pipeline',
      profileTitle: 'Profil du prospect',
      profileRows: [
        { label: 'Taille de l’entreprise', value: '200 à 500 salariés' },
        { label: 'Budget prévu', value: '40 000 $US par an' },
        { label: 'Échéance', value: 'Ce trimestre' },
        { label: 'Intention d’achat', value: 'Élevée' },
      ],
      activityTitle: 'Pendant que votre équipe dormait',
      activity: [
        'Démo terminée · lead qualifié',
        'Rendez-vous pris avec les ventes',
        'Relance envoyée',
      ],
      signals: [
        'Points de friction',
        'Budget prévu',
        'Échéance',
        'Profil client idéal',
        'Intention d’achat',
        'Cas d’usage',
      ],
      actions: [
        'Créer l’affaire dans le CRM',
        'Alerter les commerciaux sur le chat',
        'Envoyer une relance ciblée',
      ],
      revenueTitle: 'Pipeline influencé par fonctionnalité',
      revenueFeatures: ['Analytique', 'Intégrations', 'Automatisations', 'Rapports'],
    },
  },
  testimonial: {
    quote:
      '« En un trimestre, la conversion de notre site a bondi de 300 %. L’avatar IA présente notre produit à 2 h du matin mieux que la plupart d’entre nous à 14 h, et chaque lead arrive déjà qualifié. »',
    role: 'Directrice commerciale chez Lumenly',
    label: 'Témoignage client',
    ratingLabel: 'Note : 5 sur 5',
  },
  roles: {
    eyebrow: 'Pensé pour chaque équipe',
    title: 'Une démo IA, trois équipes gagnantes',
    subtitle:
      'Marketing, ventes et produit tirent de chaque conversation exactement les informations dont ils ont besoin.',
    tabsLabel: 'Équipes',
    items: {
      marketing: {
        tab: 'Équipes marketing',
        team: 'Pour les équipes marketing',
        badge: 'Croissance du pipeline',
        metric: '3×',
        metricLabel: 'plus d’engagement',
        description:
          'Transformez le trafic anonyme en pipeline mesurable. Voyez quelles audiences s’engagent, quels messages font mouche et quelles campagnes amènent des prospects prêts à acheter.',
        points: ['Analyse d’audience', 'Analytique des démos', 'Analyse des conversations'],
      },
      sales: {
        tab: 'Équipes commerciales',
        team: 'Pour les équipes commerciales',
        badge: 'Des ventes plus rapides',
        metric: '65 %',
        metricLabel: 'de réduction du cycle de vente',
        description:
          'Chaque lead est qualifié et noté pendant la démo. Vos commerciaux sautent la phase de découverte et se concentrent sur les affaires qui peuvent signer ce trimestre.',
        points: ['Qualification des leads', 'Scoring des leads', 'Cas d’usage'],
      },
      product: {
        tab: 'Équipes produit',
        team: 'Pour les équipes produit',
        badge: 'Des décisions produit éclairées',
        metric: '+10 000',
        metricLabel: 'questions de prospects analysées',
        description:
          'Écoutez ce que demandent vos prospects, avec leurs propres mots. Repérez les fonctionnalités manquantes, les parcours confus et les atouts qui font pencher la balance.',
        points: ['Intelligence produit', 'Synthèses IA', 'Retours clients'],
      },
    },
  },
  results: {
    eyebrow: 'Résultats',
    title: 'Ce que nos clients ont mesuré',
    items: [
      { value: '+38 %', label: 'sur le taux de signature' },
      { value: '+80 h', label: 'gagnées chaque mois' },
      { value: '2×', label: 'relances plus rapides' },
      { value: '1 mois', label: 'pour rentabiliser l’investissement' },
      { value: '3×', label: 'plus d’engagement' },
      { value: '65 %', label: 'de réduction du cycle de vente' },
      { value: '2,5×', label: 'plus de leads qualifiés' },
      { value: '10 min', label: 'suffisent pour démarrer à partir de l’URL de votre produit' },
    ],
  },
  integrations: {
    eyebrow: 'Intégrations',
    title: 'Compatible avec les outils que votre équipe utilise déjà',
    subtitle:
      'Leads qualifiés, résumés et prochaines étapes arrivent là où votre équipe travaille : chat, e-mail, outils de design, CRM et agenda.',
    groups: {
      chat: 'Messagerie',
      mail: 'E-mail',
      design: 'Création graphique',
      crm: 'CRM et ventes',
      scheduling: 'Prise de rendez-vous',
    },
  },
  cta: {
    title: 'Prêt à confier la démo de votre produit à l’IA ?',
    text: 'Créez votre première démo IA en quelques minutes, ou échangez avec notre équipe sur un déploiement dans toute votre entreprise.',
    primary: 'Créer une démo',
    secondary: 'Parler à notre équipe commerciale',
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Comment fonctionne une démo IA ?',
        answer:
          'Vous partagez l’URL de votre produit et quelques notes. {product} crée un avatar IA qui connaît votre produit, le montre en direct à l’écran et répond aux questions des visiteurs à l’oral ou par chat, sur votre site, à toute heure.',
      },
      {
        question: 'Combien de temps prend la mise en place ?',
        answer:
          'La plupart des équipes sont en ligne en moins de 10 minutes : collez l’URL de votre produit, choisissez un avatar et intégrez la démo à votre site en collant un simple extrait de code.',
      },
      {
        question: 'Comment les visiteurs sont-ils qualifiés ?',
        answer:
          'Pendant la conversation, l’avatar relève les points de friction, le budget, l’échéance, l’adéquation au profil client idéal, l’intention d’achat et les cas d’usage. Chaque lead reçoit un score et un résumé, et le bon workflow démarre automatiquement.',
      },
      {
        question: 'Est-ce compatible avec notre CRM et notre agenda ?',
        answer:
          'Oui. Les leads qualifiés et les résumés de conversation se synchronisent avec votre CRM, les leads chauds réservent directement un créneau dans votre agenda, et les alertes arrivent sur votre chat d’équipe ou dans votre boîte mail.',
      },
      {
        question: 'Puis-je l’essayer gratuitement ?',
        answer:
          'Oui. Vous pouvez créer une démo gratuitement et passer à l’offre supérieure quand il vous faut plus de démos, d’utilisateurs ou des statistiques avancées. Aucune carte bancaire n’est nécessaire pour commencer.',
      },
    ],
  },
};
