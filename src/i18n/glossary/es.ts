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
    { pattern: /en directo/i, why: 'Spain: Latin America says “en vivo”' },
    { pattern: /(?<!\p{L})introduc[ea](?!\p{L})/iu, why: 'Spain: Latin America says “Ingresa”' },
    {
      pattern: /presupuesto(?= |$)(?<=pid[ea] presupuesto)/i,
      why: 'Spain: “Solicita una cotización”',
    },
    { pattern: /\d\s?\$|(?<!US)\$\s?\d/, why: 'US dollars are written US$40,000 in Latin America' },
    { pattern: /[«»]/, why: 'Latin American Spanish quotes with “ ”, not « »' },
    { pattern: /te venga(?!\p{L})/iu, why: 'Spain: “el horario que más te convenga”' },
    {
      pattern: /ampliar (la )?plantilla/i,
      why: 'Spain: Latin America says “contratar más personal”',
    },
  ],
};
