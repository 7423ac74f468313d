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
    // Figures as CLDR es-419 writes them (Intl, languages.ts): USD 40,000, 1,000, 2.5×, 92%.
    {
      pattern: /US\$|\$\s?\d|\d\s?(US\$|USD|\$)|USD(?!\u00a0\d)|\d\s?k(?!\p{L})/u,
      why: 'US dollars are written USD 40,000 (U+00A0 after USD, as Intl es-419), never 40.000 US$ or 40k',
    },
    {
      pattern: /(?<![\d.,])\d{1,3}\.\d{3}(?!\d)|(?<![\d.,])\d,\d{1,2}(?!\d)/,
      why: 'Latin American figures: 10,000 and 1,000 with a comma, 2.5 with a point (Intl es-419)',
    },
    { pattern: /\d\s%/, why: 'percent: 92% with no space, as Intl es-419' },
    { pattern: /<\s?\d/, why: 'English-shaped “< 10”: write “10 min o menos” or “menos de 10”' },
    { pattern: /[«»]/, why: 'Latin American Spanish quotes with “ ”, not « »' },
    { pattern: /te venga(?!\p{L})/iu, why: 'Spain: “el horario que más te convenga”' },
    {
      pattern: /ampliar (la )?plantilla/i,
      why: 'Spain: Latin America says “contratar más personal”',
    },
    {
      pattern:
        /(?<!\p{L})(?<!sitios? |páginas? |seminarios? |aplicación |tráfico )web(?![\p{L}-])/iu,
      why: 'Spain: “tu web”, “nuestra web”; Latin America says “tu sitio web”',
    },
    {
      pattern: /condiciones del servicio/i,
      why: 'one name for the terms: “Términos del servicio” (footer, /auth and the page itself)',
    },
    {
      pattern: /(?<!\p{L})formación(?!\p{L})/iu,
      why: 'Spain: training is “capacitación” in Latin America',
    },
    {
      pattern:
        /(?<!\p{L})(ha|han|hemos) (podido|fallado|rechazado|recuperado|modificado)(?!\p{L})/iu,
      why: 'Spain: a finished event takes the preterite in Latin America (No se pudo…, No pudimos…)',
    },
    { pattern: /(?<!\p{L})añad/iu, why: 'Spain: Latin America says “agregar”' },
    { pattern: /(?<!\p{L})se tarda(?!\p{L})/iu, why: 'Spain: “¿Cuánto tiempo toma…?”' },
    {
      pattern: /(?<!\p{L})compr(o|ue)b/iu,
      why: 'Spain: Latin America says “verificar” or “revisar”',
    },
    { pattern: /(?<!\p{L})importe(?!\p{L})/iu, why: 'Spain: Latin America says “monto”' },
    { pattern: /(?<!\p{L})partners?(?!\p{L})/iu, why: 'English leftover: “socio(s)”' },
    { pattern: /(?<!\p{L})insights?(?!\p{L})/iu, why: 'English leftover: “hallazgos”' },
    {
      pattern: /(?<!\p{L})(ICP|VP)(?!\p{L})/u,
      why: 'English leftovers: “perfil de cliente ideal”; job titles in Spanish (Directora comercial)',
    },
    { pattern: /multi-?(inquilino|tenant)/iu, why: 'jargon: “datos de cada cliente separados”' },
    { pattern: /•/, why: 'English-shaped “Create a demo • it’s free!”: “Crea tu demo gratis”' },
    {
      pattern: /equipos se (cambian|pasan)|la confianza de equipos/iu,
      why: 'calques of “Why teams switch” and “Trusted by revenue teams”',
    },
    { pattern: /puntos de dolor/i, why: 'calque of “pain points”: problemas clave' },
    { pattern: /tours? de producto/i, why: 'anglicism: recorridos de producto' },
    {
      pattern: /(?<!\p{L})(tus?|mejor|los) comerciales?(?!\p{L})/iu,
      why: 'Spain: a salesperson is a “vendedor” (the adjective stays: “Equipos comerciales”)',
    },
    {
      pattern: /(?<!\p{L})informes?(?!\p{L})/iu,
      why: 'one word for reports, site and blog: “reportes”',
    },
    { pattern: /(?<!\p{L})dashboards?(?!\p{L})/iu, why: 'one word for dashboard: “panel”' },
    {
      pattern: /(?<!\p{L})demos? de IA(?!\p{L})/iu,
      why: 'a demo is “demo con IA”; “de IA” is for avatar and agente',
    },
  ],
};
