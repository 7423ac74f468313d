import type { Glossary } from './types';

/** French (France, Belgium, Switzerland, Canada): vous, narrow no-break spaces (U+202F). */
export const glossary: Glossary = {
  terms: {
    qualify: 'qualifier',
    seats: 'utilisateurs',
    useCase: 'cas d’usage',
    agent: 'agent IA',
    avatar: 'avatar IA',
    demoRoom: 'salle de démo',
    pipeline: 'pipeline',
    salesTeam: 'équipe commerciale',
    marketingTeam: 'équipe marketing',
    productTeam: 'équipe produit',
    closeRate: 'taux de signature',
    completionRate: 'taux d’achèvement',
  },
  forbidden: [
    { pattern: /\bsièges?\b|\bplaces\b/, why: 'seats are counted in "utilisateurs"' },
    { pattern: /taux de complétion/, why: 'anglicism: "taux d’achèvement"' },
    { pattern: /cas d['’]utilisation/, why: 'use case is "cas d’usage"' },
    { pattern: /À la une/, why: 'means "featured", not "latest": "Derniers articles"' },
    {
      pattern: /Mentions légales/,
      why: 'a specific French legal page, not a footer heading: "Informations légales"',
    },
    {
      pattern: /\d+\s?% de cycles/,
      why: 'reads as "65 % of the cycles": "cycles de vente raccourcis de 65 %"',
    },
    { pattern: /équipes? (de vente|sales)\b/, why: 'sales team is "équipe commerciale"' },
    { pattern: /'/, why: 'French uses the typographic apostrophe ’ throughout' },
    { pattern: /\d\s?x\b/, why: 'multipliers are written 3× (U+00D7)' },
    { pattern: /\.\.\./, why: 'French uses the ellipsis character …' },
    { pattern: /points? de douleur/i, why: 'calque of pain point: “points de friction”' },
    { pattern: /taux de closing/i, why: 'close rate is “taux de signature”' },
    { pattern: /\d[ \u202f]%/, why: 'a no-break space (U+00A0) goes before %, as CLDR writes it' },
    // Issue 36 and the review after it.
    {
      pattern: /\brevenue\b/i,
      why: 'English leftover: “équipes commerciales”, “chiffre d’affaires”',
    },
    {
      pattern: /Pourquoi les équipes (changent|adoptent)/,
      why: 'calque of “Why teams switch”: “Ce qui fait la différence”',
    },
    {
      pattern: /•|c’est gratuit\s?!/,
      why: 'English-shaped “Create a demo • it’s free!”: “Créer une démo gratuite”',
    },
    {
      pattern: /\d(\s?(h|min))?\+|<\s?\d/,
      why: 'English-shaped “80+” / “< 10”: “+80 h”, “plus de 80”, “moins de 10”',
    },
    {
      pattern: /\$(?!US)|\dk\$|\d k\$/,
      why: 'US dollars in full, CLDR style: “40 000 $US”, not “$40k” or “40 k$”',
    },
    { pattern: /\d[ \u202f]\$US/, why: 'a no-break space (U+00A0) goes before $US' },
    {
      pattern: /\d[ \u00a0.,]\d{3}(?!\d)/,
      why: 'thousands are grouped with a narrow no-break space (U+202F): “10 000”',
    },
    { pattern: /\d\.\d/, why: 'French decimals take a comma: “2,5”' },
    { pattern: /\bsnippet/i, why: 'English leftover: “extrait de code”' },
    { pattern: /multi-?tenant/i, why: 'English leftover: “données de chaque client cloisonnées”' },
    { pattern: /\binsights?\b/i, why: 'English leftover: “synthèses”, “enseignements”' },
    { pattern: /\breporting\b/i, why: 'English leftover: “rapports”' },
    { pattern: /\bmeetups?\b/i, why: 'English leftover: “rencontres”' },
    { pattern: /\bpitch\b/i, why: 'English leftover: “argumentaire”' },
    {
      pattern: /\bICP\b/,
      why: 'opaque to most French readers: “profil client idéal”',
    },
    { pattern: /\bVP\b/, why: 'French job titles: “Directrice commerciale”, not “VP Revenue”' },
    {
      pattern: /acheteu(r|se)s?\b/i,
      why: 'in French B2B an “acheteur” is the procurement buyer: the person is a “prospect”',
    },
    { pattern: /pilote automatique/, why: 'calque of “on autopilot”: “automatiquement”' },
    { pattern: /propulsée?s? par/, why: 'calque of “powered by”: “grâce à”' },
    {
      pattern: /[Cc]harte de marque/,
      why: 'one name for the brand page, as in the footer: “Charte graphique”',
    },
    {
      pattern: /\b[Cc]alendrier\b/,
      where: /^(home|auth)\./,
      why: 'a sales timeline is the “échéance”; “calendrier” is the booking calendar',
    },
    {
      pattern: /^\+\d+.*!$/,
      where: /^pricing\.billing\.yearlyBadge$/,
      why: 'the English “+100 demos free!” shape: say it as a badge, without “+” and “!”',
    },
    { pattern: /\d[ \u00a0][hj]\/\d/, why: '24 h/24, 7 j/7 take a narrow no-break space (U+202F)' },
    { pattern: /(?<!\p{L})scor(?:é|ée|és|ées|ez|er)(?!\p{L})/iu, why: 'jargon: noté, évaluez' },
  ],
};
