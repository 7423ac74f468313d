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
    { pattern: /\d[ \u00a0]%/, why: 'a narrow no-break space (U+202F) goes before %' },
  ],
};
