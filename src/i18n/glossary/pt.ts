import type { Glossary } from './types';

/** Portuguese (Brazil first, readable in Portugal): você. */
export const glossary: Glossary = {
  terms: {
    qualify: 'qualificar',
    seats: 'usuários',
    useCase: 'caso de uso',
    agent: 'agente de IA',
    avatar: 'avatar de IA',
    demoRoom: 'sala de demo',
    pipeline: 'pipeline',
    salesTeam: 'time de vendas',
    marketingTeam: 'time de marketing',
    productTeam: 'time de produto',
    closeRate: 'taxa de fechamento',
    completionRate: 'taxa de conclusão',
  },
  forbidden: [
    { pattern: /\bassentos?\b|\blicenças\b/, why: 'seats are "usuários"' },
    {
      pattern: /pré-vendas sobrecarregada\b/,
      why: 'agreement: "times de pré-vendas sobrecarregados"',
    },
    { pattern: /\bequipes? de (vendas|marketing|produto)\b/, why: 'teams are "times" throughout' },
    { pattern: /\d\s?x\b/, why: 'multipliers are written 3× (U+00D7)' },
    { pattern: /\.\.\./, why: 'Portuguese uses the ellipsis character …' },
    {
      pattern: /(?<!\p{L})equipes?(?!\p{L})/iu,
      why: 'team is “time” throughout (one word per concept)',
    },
    { pattern: /(?<!\p{L})calls?(?!\p{L})/iu, why: 'a sales call is a “reunião”' },
  ],
};
