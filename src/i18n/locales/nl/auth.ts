import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: 'Inloggen',
  metaDescription:
    'Log in bij {product} om AI-productdemo’s te maken, elk gesprek te volgen en te zien welke bezoekers klaar zijn om te kopen.',
  title: 'Welkom terug',
  subtitle: 'Log in om je AI-demo’s te beheren en je warmste leads op te volgen.',
  tabsLabel: 'Inloggen of een account aanmaken',
  signInTab: 'Inloggen',
  signUpTab: 'Registreren',
  emailLabel: 'Zakelijk e-mailadres',
  emailPlaceholder: 'naam@bedrijf.nl',
  rememberMe: '{days} dagen ingelogd blijven',
  sendCode: 'Stuur een code van {digits} cijfers',
  sendCodeHint:
    'We mailen je een code van {digits} cijfers, dus je hoeft geen wachtwoord te onthouden.',
  divider: 'of',
  signInWithPassword: 'Inloggen met wachtwoord',
  redirecting: '{product} wordt geopend…',
  noAccount: 'Nog geen account? {link}',
  signUpLink: 'Registreer je hier',
  legalNote: 'Door verder te gaan, ga je akkoord met onze {terms} en ons {privacy}.',
  termsLink: 'algemene voorwaarden',
  privacyLink: 'privacybeleid',
  errors: {
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@bedrijf.nl.',
  },
  signUp: {
    title: 'Maak je account aan',
    subtitle: 'Lanceer je eerste AI-demo in minder dan 10 minuten. Geen creditcard nodig.',
    submit: 'Gratis account aanmaken',
    haveAccount: 'Heb je al een account? {link}',
    signInLink: 'Inloggen',
  },
  carousel: {
    label: 'Dit krijg je met {product}',
    previous: 'Vorige dia',
    next: 'Volgende dia',
    goTo: 'Toon dia {number}: {title}',
    slideLabel: '{number} van {total}',
    pause: 'Diavoorstelling pauzeren',
    play: 'Diavoorstelling afspelen',
    slides: [
      {
        title: 'Realtime analyses',
        description:
          'Volg demo’s live en zie welke functies bezoekers verkennen, waar ze naar vragen en waar ze blijven hangen.',
      },
      {
        title: 'Leadinzichten',
        description:
          'Elk gesprek krijgt een score op budget, tijdpad en koopintentie, zodat sales eerst de juiste mensen belt.',
      },
      {
        title: 'Inzicht in betrokkenheid',
        description:
          'Ontdek welke vragen en bezwaren het vaakst terugkomen en maak er een scherpere pitch van.',
      },
    ],
  },
};
