import type { Glossary } from './types';

/** German (Sie-Form, DACH). */
export const glossary: Glossary = {
  terms: {
    qualify: 'qualifizieren',
    seats: 'Nutzerplätze',
    useCase: 'Anwendungsfall',
    agent: 'KI-Agent',
    avatar: 'KI-Avatar',
    demoRoom: 'Demo-Raum',
    pipeline: 'Pipeline',
    salesTeam: 'Vertriebsteam',
    marketingTeam: 'Marketingteam',
    productTeam: 'Produktteam',
    closeRate: 'Abschlussquote',
    completionRate: 'Durchlaufquote',
  },
  forbidden: [
    {
      pattern: /Abschlussrate/,
      why: 'ambiguous: deals closed are the Abschlussquote, demos watched to the end the Durchlaufquote',
    },
    { pattern: /\bUse Cases?\b/, why: 'use case is "Anwendungsfall"' },
    { pattern: /\bAgents\b/, why: 'German plural: Agenten' },
    { pattern: /(?<!Nutzer)\bPlätze\b|\bSitze\b|\bSeats\b/, why: 'seats are "Nutzerplätze"' },
    { pattern: /Sales-Teams?\b|Vertriebs-Teams?\b/, why: 'sales team is "Vertriebsteam"' },
    { pattern: /Marketing-Teams?\b|Produkt-Teams?\b/, why: 'one word: Marketingteam, Produktteam' },
    { pattern: /\d\s?x\b/, why: 'multipliers are written 3× (U+00D7)' },
    { pattern: /\.\.\./, why: 'German uses the ellipsis character …' },
    {
      pattern: /Produkt-?Intelligen|Produktintelligenz/i,
      why: 'one term in navigation and home: “Product Intelligence”',
    },
    {
      pattern: /Partnerprogramm/,
      where: /^common\.nav\.affiliate$/,
      why: 'the affiliate link is the “Affiliate-Programm”; the Partnerprogramm is for agencies',
    },
    {
      pattern: /(?<!\p{L})(du|dich|dir|dein(e[mnrs]?)?)(?!\p{L})/iu,
      why: 'the site addresses visitors with Sie',
    },
  ],
};
