import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: 'Anmelden',
  metaDescription:
    'Melden Sie sich bei {product} an, um KI-Produktdemos zu erstellen, jedes Gespräch zu verfolgen und kaufbereite Besucher zu erkennen.',
  title: 'Willkommen zurück',
  subtitle:
    'Melden Sie sich an, um Ihre KI-Demos zu verwalten und Ihre heißesten Leads nachzufassen.',
  tabsLabel: 'Anmelden oder Konto erstellen',
  signInTab: 'Anmelden',
  signUpTab: 'Registrieren',
  emailLabel: 'Geschäftliche E-Mail-Adresse',
  emailPlaceholder: 'name@firma.de',
  rememberMe: '{days} Tage angemeldet bleiben',
  sendCode: '{digits}-stelligen Code senden',
  sendCodeHint: 'Wir senden Ihnen einen {digits}-stelligen Code per E-Mail – ganz ohne Passwort.',
  divider: 'oder',
  signInWithPassword: 'Mit Passwort anmelden',
  redirecting: '{product} wird geöffnet…',
  noAccount: 'Noch kein Konto? {link}',
  signUpLink: 'Jetzt registrieren',
  legalNote: 'Indem Sie fortfahren, stimmen Sie unseren {terms} und unserer {privacy} zu.',
  termsLink: 'Nutzungsbedingungen',
  privacyLink: 'Datenschutzerklärung',
  errors: {
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
  },
  signUp: {
    title: 'Konto erstellen',
    subtitle: 'Starten Sie Ihre erste KI-Demo in unter 10 Minuten. Keine Kreditkarte erforderlich.',
    submit: 'Kostenloses Konto erstellen',
    haveAccount: 'Sie haben schon ein Konto? {link}',
    signInLink: 'Anmelden',
  },
  carousel: {
    label: 'Das bietet Ihnen {product}',
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    goTo: 'Folie {number} anzeigen: {title}',
    slideLabel: '{number} von {total}',
    pause: 'Diashow pausieren',
    play: 'Diashow abspielen',
    slides: [
      {
        title: 'Echtzeit-Analysen',
        description:
          'Verfolgen Sie Demos live und sehen Sie, welche Funktionen jeder Besucher erkundet, wonach er fragt und wo er verweilt.',
      },
      {
        title: 'Lead-Bewertung',
        description:
          'Jedes Gespräch wird nach Budget, Zeitplan und Kaufabsicht bewertet – so ruft Ihr Vertrieb zuerst die Richtigen an.',
      },
      {
        title: 'Engagement-Einblicke',
        description:
          'Erkennen Sie die häufigsten Fragen und Einwände und schärfen Sie damit Ihre Argumentation.',
      },
    ],
  },
};
