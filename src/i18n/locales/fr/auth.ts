import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: 'Connexion',
  metaDescription:
    'Connectez-vous à {product} pour créer des démos produit par IA, suivre chaque conversation et repérer les visiteurs prêts à acheter.',
  title: 'Bon retour parmi nous',
  subtitle: 'Connectez-vous pour gérer vos démos IA et relancer vos prospects les plus chauds.',
  tabsLabel: 'Se connecter ou créer un compte',
  signInTab: 'Connexion',
  signUpTab: 'Inscription',
  emailLabel: 'E-mail professionnel',
  emailPlaceholder: 'nom@entreprise.fr',
  rememberMe: 'Rester connecté pendant {days} jours',
  sendCode: 'Recevoir un code à {digits} chiffres',
  sendCodeHint:
    'Nous vous envoyons par e-mail un code à {digits} chiffres : aucun mot de passe à retenir.',
  divider: 'ou',
  signInWithPassword: 'Se connecter avec un mot de passe',
  redirecting: 'Ouverture de {product}…',
  noAccount: 'Pas encore de compte ? {link}',
  signUpLink: 'Inscrivez-vous',
  legalNote: 'En continuant, vous acceptez nos {terms} et notre {privacy}.',
  termsLink: 'Conditions d’utilisation',
  privacyLink: 'Politique de confidentialité',
  errors: {
    emailRequired: 'Saisissez votre adresse e-mail.',
    emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.',
  },
  signUp: {
    title: 'Créer un compte',
    subtitle: 'Lancez votre première démo IA en moins de 10 minutes. Sans carte bancaire.',
    submit: 'Créer un compte gratuit',
    haveAccount: 'Vous avez déjà un compte ? {link}',
    signInLink: 'Se connecter',
  },
  carousel: {
    label: 'Ce que {product} vous apporte',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    goTo: 'Afficher la diapositive {number} : {title}',
    slideLabel: '{number} sur {total}',
    pause: 'Mettre le diaporama en pause',
    play: 'Lancer le diaporama',
    slides: [
      {
        title: 'Analyses en temps réel',
        description:
          'Suivez les démos en direct et voyez ce que chaque visiteur explore, sur quoi il pose des questions et où il s’attarde.',
      },
      {
        title: 'Connaissance des prospects',
        description:
          'Chaque conversation est notée selon le budget, l’échéance et l’intention d’achat : vos commerciaux appellent d’abord les bonnes personnes.',
      },
      {
        title: 'Analyse de l’engagement',
        description:
          'Repérez les questions et objections les plus fréquentes et transformez-les en un argumentaire plus percutant.',
      },
    ],
  },
};
