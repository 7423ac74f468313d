import type { Glossary } from './types';

/** Spanish for eleven countries, ten in Latin America: neutral Latin American forms (tú, ustedes). */
export const glossary: Glossary = {
  terms: {
    qualify: 'calificar',
    seats: 'usuarios',
    useCase: 'caso de uso',
    agent: 'agente de IA',
    avatar: 'avatar de IA',
    demoRoom: 'sala de demo',
    pipeline: 'pipeline',
    salesTeam: 'equipo de ventas',
    marketingTeam: 'equipo de marketing',
    productTeam: 'equipo de producto',
    closeRate: 'tasa de cierre',
    completionRate: 'tasa de finalización',
  },
  forbidden: [
    {
      pattern: /(?<!\p{L})(vosotr[oa]s|vuestr[oa]s?|os)(?!\p{L})/iu,
      why: 'vosotros is Spain only: use ustedes',
    },
    { pattern: /\p{L}+(áis|éis)(?!\p{L})/u, why: 'vosotros verb form: use the ustedes form' },
    {
      pattern: /(?<!\p{L})(ordenador(es)?|móvil(es)?|coger|vale)(?!\p{L})/iu,
      why: 'Spain only: computadora, celular, tomar',
    },
    { pattern: /\bcualific/i, why: 'Latin American usage: calificar' },
    { pattern: /vídeo/i, why: 'Latin American spelling: video' },
    { pattern: /\basientos?\b|\bplazas\b/i, why: 'seats are "usuarios"' },
    { pattern: /\d\s?x\b/, why: 'multipliers are written 3× (U+00D7)' },
    { pattern: /\.\.\./, why: 'Spanish uses the ellipsis character …' },
  ],
};
