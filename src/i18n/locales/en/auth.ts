/**
 * Sign-in page. `{digits}` and `{days}` come from the feature's constants
 * (a 4-digit one-time code, "Remember me" for 30 days); `{product}` is the product name.
 */
export const auth = {
  metaTitle: 'Sign in',
  metaDescription:
    'Sign in to {product} to build AI product demos, follow every conversation and see which visitors are ready to buy.',
  title: 'Welcome back',
  subtitle: 'Sign in to manage your AI demos and follow up with your hottest leads.',
  tabsLabel: 'Sign in or create an account',
  signInTab: 'Sign in',
  signUpTab: 'Sign up',
  emailLabel: 'Work email',
  emailPlaceholder: 'name@company.com',
  rememberMe: 'Remember me for {days} days',
  sendCode: 'Send {digits}-digit code',
  sendCodeHint: 'We’ll email you a {digits}-digit code, so there’s no password to remember.',
  divider: 'or',
  signInWithPassword: 'Sign in with password',
  redirecting: 'Opening {product}...',
  noAccount: 'Need an account? {link}',
  signUpLink: 'Sign up here',
  legalNote: 'By continuing, you agree to our {terms} and {privacy}.',
  termsLink: 'Terms of Service',
  privacyLink: 'Privacy Policy',
  errors: {
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address, like name@company.com.',
  },
  signUp: {
    title: 'Create your account',
    subtitle: 'Launch your first AI demo in under 10 minutes. No credit card required.',
    submit: 'Create free account',
    haveAccount: 'Already have an account? {link}',
    signInLink: 'Sign in',
  },
  carousel: {
    label: 'What you get with {product}',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Show slide {number}: {title}',
    slideLabel: '{number} of {total}',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slides: [
      {
        title: 'Real-time Analytics',
        description:
          'Watch demos happen live and see which features every visitor explores, asks about and lingers on.',
      },
      {
        title: 'Lead Intelligence',
        description:
          'Each conversation is scored for budget, timeline and buying intent, so sales calls the right people first.',
      },
      {
        title: 'Engagement Insights',
        description:
          'Spot the questions and objections that come up most and turn them into a sharper pitch.',
      },
    ],
  },
};
