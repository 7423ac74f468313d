import type { Glossary } from './types';

/** English (US: the company is in San Francisco). */
export const glossary: Glossary = {
  terms: {
    qualify: 'qualify',
    seats: 'seats',
    useCase: 'use case',
    agent: 'AI agent',
    avatar: 'AI avatar',
    demoRoom: 'demo room',
    pipeline: 'pipeline',
    salesTeam: 'sales team',
    marketingTeam: 'marketing team',
    productTeam: 'product team',
    closeRate: 'close rate',
    completionRate: 'completion rate',
  },
  forbidden: [
    { pattern: /colour|behaviour|favourite/i, why: 'British spelling: color, behavior, favorite' },
    {
      pattern:
        /\b(summar|organ|custom|personal|optim|priorit|author|anonym|recogn|special|real|util|standard|central|visual|minim|maxim|categor|capital|emphas|final)is(e|ed|es|ing|ation|able)\b/i,
      why: 'British -ise spelling: use -ize (summarized, recognizable)',
    },
    { pattern: /\banalys(e|ed|es|ing)\b/i, why: 'British spelling: analyze' },
    {
      pattern: /catalogue|programme|licence|centre\b|\bgrey\b|\bwhilst\b/i,
      why: 'British spelling: catalog, program, license, center, gray, while',
    },
    {
      pattern: /\b(modell|cancell|travell|labell)(ed|ing)\b/i,
      why: 'US spelling has one l: modeled, canceled',
    },
    { pattern: /\bset-up\b/i, why: 'US noun is "setup" (verb "set up")' },
    { pattern: /\b\d+ (users|licenses)\b/i, why: 'plans count "seats"' },
    { pattern: /\d\s?x\b/, why: 'multipliers are written 3× (U+00D7)' },
    { pattern: /…/, why: 'English keeps the spec’s three dots ("Loading...")' },
  ],
};
