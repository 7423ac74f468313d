import type { Glossary } from './types';

/** Italian (tu, as Italian SaaS marketing writes). */
export const glossary: Glossary = {
  terms: {
    qualify: 'qualificare',
    seats: 'utenti',
    useCase: 'caso d’uso',
    agent: 'agente IA',
    avatar: 'avatar IA',
    demoRoom: 'sala demo',
    pipeline: 'pipeline',
    salesTeam: 'team vendite',
    marketingTeam: 'team marketing',
    productTeam: 'team prodotto',
    closeRate: 'tasso di chiusura',
    completionRate: 'tasso di completamento',
  },
  forbidden: [
    { pattern: /^Dal vivo$/, why: 'the LIVE badge is "In diretta"' },
    { pattern: /\bpostazion[ei]\b|\bposti\b|\blicenze\b/, why: 'seats are "utenti"' },
    {
      pattern: /team di vendita|team del prodotto|team di marketing/,
      why: 'team vendite, team prodotto, team marketing',
    },
    { pattern: /\b(con|di) AI\b|l[’']AI\b/, why: 'Italian writes IA' },
    { pattern: /\bagent[ei] live\b/i, why: 'the live agent is an "agente dal vivo"' },
    { pattern: /'/, why: 'Italian uses the typographic apostrophe ’ throughout' },
    { pattern: /\d\s?x\b/, why: 'multipliers are written 3× (U+00D7)' },
    { pattern: /\.\.\./, why: 'Italian uses the ellipsis character …' },
    {
      pattern: /intelligenza di prodotto|product intelligence/i,
      why: 'one term in navigation and home: “Intelligence di prodotto”',
    },
    {
      pattern: /punteggio dei lead|scoring dei lead/i,
      why: 'one term in navigation and home: “Lead scoring”',
    },
    { pattern: /pain point/i, why: 'Italian: “criticità”' },
  ],
};
