import type { Glossary } from './types';

/** Dutch (Netherlands and Flanders): je, as Dutch SaaS marketing writes. */
export const glossary: Glossary = {
  terms: {
    qualify: 'kwalificeren',
    seats: 'gebruikers',
    useCase: 'toepassing',
    agent: 'AI-agent',
    avatar: 'AI-avatar',
    demoRoom: 'demoruimte',
    pipeline: 'pipeline',
    salesTeam: 'salesteam',
    marketingTeam: 'marketingteam',
    productTeam: 'productteam',
    closeRate: 'closing rate',
    completionRate: 'voltooiingspercentage',
  },
  forbidden: [
    { pattern: /\buse cases?\b/i, why: 'use case is "toepassing"' },
    { pattern: /\bstoelen\b|\bplekken\b|\blicenties\b|\bseats\b/i, why: 'seats are "gebruikers"' },
    { pattern: /\bverkoopteams?\b|\bsales-teams?\b/i, why: 'sales team is "salesteam"' },
    { pattern: /\blive agent\b|\bLive agent\b/, why: 'one compound: live-agent' },
    { pattern: /\d\s?x\b/, why: 'multipliers are written 3× (U+00D7)' },
    { pattern: /\.\.\./, why: 'Dutch uses the ellipsis character …' },
    {
      pattern: /^Partners$/,
      where: /^common\.nav\.affiliate$/,
      why: 'the affiliate link is the “Affiliateprogramma”; partners are the agencies',
    },
    { pattern: /\+\d+\s?% hoger/, why: '“+38% hogere” says “higher” twice: “+38% closing rate”' },
  ],
};
