import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: 'Charte graphique',
  metaDescription:
    'La charte graphique {product} : typographie, couleurs, composants et règles qui assurent la cohérence de chaque page.',
  eyebrow: 'Système de design',
  title: 'Charte graphique',
  subtitle:
    'Les polices, les couleurs et les composants de chaque page {product}, et comment bien les utiliser.',
  contents: 'Sur cette page',
  typography: {
    title: 'Hiérarchie typographique',
    description:
      'Huit styles de texte couvrent tous les besoins. Les plus grands s’adaptent à la taille de l’écran pour des titres équilibrés, du mobile au grand écran.',
    sample: 'Des démos qui vendent pendant que vous dormez',
    listLabel: 'Styles de texte',
    sizeLabel: 'Taille',
    roles: {
      hero: 'Titres des pages d’atterrissage, un par page',
      display: 'Titres de page',
      heading: 'Titres de section',
      subheading: 'Titres de carte et sous-sections',
      lead: 'Chapeaux sous un titre',
      body: 'Texte courant et formulaires',
      caption: 'Libellés, métadonnées et textes d’aide',
      micro: 'Pastilles, mentions légales et surtitres',
    },
  },
  fonts: {
    title: 'Familles de polices',
    description:
      'Inter porte la marque. Les polices système et à chasse fixe prennent le relais lorsque la rapidité ou la précision priment.',
    primary: 'Principale',
    primaryUse:
      'Titres, interface et texte courant, avec des polices système de secours pour le japonais, le coréen et le chinois.',
    secondary: 'Secondaire',
    secondaryUse: 'Code, chiffres dans les tableaux et jetons techniques.',
    specimen: 'Chaque visiteur a droit à la démo parfaite.',
    stackLabel: 'Pile de polices',
  },
  colors: {
    title: 'Jetons de couleur',
    description:
      'Utilisez les jetons sémantiques plutôt que des valeurs hexadécimales pour que chaque écran reste cohérent et accessible.',
    listLabel: 'Couleurs sémantiques',
    usage: {
      primary: 'Actions principales, liens et contours de focus',
      secondary: 'Boutons discrets et surfaces secondaires',
      accent: 'Mises en avant et promotions, avec parcimonie',
      muted: 'Fonds discrets pour les cartes et les sections',
      background: 'Le fond de page',
      foreground: 'Texte courant et icônes',
    },
  },
  components: {
    title: 'Composants',
    description: 'Réutilisez ces briques plutôt que d’en styliser de nouvelles.',
    buttons: 'Boutons',
    buttonLabels: {
      default: 'Commencer gratuitement',
      accent: 'Profiter de l’offre',
      outline: 'Réserver une démo',
      secondary: 'En savoir plus',
      ghost: 'Annuler',
      link: 'Lire le guide',
      destructive: 'Supprimer la démo',
      inverse: 'Se lancer',
    },
    forms: 'Champs de formulaire',
    nameLabel: 'Nom complet',
    namePlaceholder: 'Marie Dupont',
    messageLabel: 'Votre message',
    messagePlaceholder: 'Parlez-nous de votre produit et de vos clients.',
    websiteLabel: 'Site web de l’entreprise',
    websiteValue: 'mon entreprise',
    websiteError: 'Saisissez une URL valide, par exemple https://exemple.fr.',
    disabledLabel: 'ID de l’espace de travail',
    disabledValue: 'Attribué automatiquement',
    badges: 'Pastilles',
    badgeLabels: {
      default: 'Nouveau',
      accent: '30 % de commission',
      outline: 'Mis à jour',
      muted: 'Bientôt disponible',
      live: 'En direct',
    },
  },
  rules: {
    title: 'À faire, à éviter',
    description:
      'Quelques règles suffisent à garder la marque reconnaissable et chaque page facile à utiliser.',
    do: 'À faire',
    dont: 'À éviter',
    logoCaption:
      'Zone de protection : laissez libre autour du logo au moins la hauteur du symbole.',
    items: [
      {
        topic: 'Zone de protection du logo',
        do: 'Laissez autour du logo un espace libre au moins égal à la hauteur du symbole, de chaque côté.',
        dont: 'Poser le logo sur une photo chargée, le déformer, le recolorer ou l’entourer d’autres éléments.',
      },
      {
        topic: 'Contraste des couleurs',
        do: 'Associez chaque couleur à son jeton de premier plan pour que le texte respecte le contraste WCAG AA.',
        dont: 'Mettre du texte gris clair sur un fond teinté ou transmettre une information par la seule couleur.',
      },
      {
        topic: 'Ton éditorial',
        do: 'Écrivez avec clarté et assurance, mettez en avant le résultat pour le client et appuyez vos affirmations sur des chiffres.',
        dont: 'Abuser du jargon, de l’emphase ou des points d’exclamation.',
      },
      {
        topic: 'Typographie',
        do: 'Utilisez un seul titre hero ou display par page et laissez les styles de texte donner le rythme.',
        dont: 'Inventer de nouvelles tailles de police ou composer de longs paragraphes en gras ou en capitales.',
      },
      {
        topic: 'Animations',
        do: 'Gardez des animations courtes et utiles, et respectez le réglage de réduction des animations.',
        dont: 'Lancer automatiquement des animations impossibles à mettre en pause ou qui détournent du contenu.',
      },
    ],
  },
};
