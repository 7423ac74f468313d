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
    // Issue 36 review and the pass after it: calques and English-shaped copy.
    { pattern: /times? de receita/iu, why: '“revenue teams” are “times comerciais”' },
    { pattern: /VP de Receita/u, why: 'revenue is no department in Brazil: “VP Comercial”' },
    {
      pattern: /Por que (os )?times (estão )?(mudando|migrando|trocando)/iu,
      why: 'calque of “Why teams switch”: say what changes (“O que muda na prática”)',
    },
    { pattern: /•/u, why: 'the “Create a demo • it’s free!” bullet CTA: “Crie sua demo grátis”' },
    { pattern: /<\s?\d/u, why: '“< 10” is English-shaped: “10 min ou menos”, “menos de 10”' },
    {
      pattern: /\d\s?(h|mil)?\+/u,
      why: '“80+”, “80h+”, “10 mil+” are English-shaped: “+80 h”, “+10.000”, “mais de 80 horas”',
    },
    // English leftovers a Brazilian marketer would not keep.
    {
      pattern: /(?<!\p{L})Head(?!\p{L})/u,
      why: 'job titles in Portuguese: “Diretor de Crescimento”',
    },
    { pattern: /(?<!\p{L})snippets?(?!\p{L})/iu, why: 'a “trecho de código”' },
    { pattern: /multi-?tenant/iu, why: '“ambientes isolados para cada cliente”' },
    { pattern: /(?<!\p{L})fit(?!\p{L})/iu, why: 'ICP fit is “aderência ao ICP”' },
    { pattern: /(?<!\p{L})scripts?(?!\p{L})/iu, why: 'a demo script is a “roteiro”' },
    { pattern: /despublica/iu, why: 'unpublishing is “retirar a publicação”' },
    { pattern: /meta descrição/iu, why: 'the prefix is joined: “metadescrição”' },
    // One term per concept.
    { pattern: /demos? de IA/iu, why: 'a demo is “demo com IA”; “de IA” is for avatar and agente' },
    { pattern: /(avatar(es)?|agentes?) com IA/iu, why: 'glossary: “avatar de IA”, “agente de IA”' },
    {
      pattern: /(?<!\p{L})recursos?(?!\p{L})/iu,
      where: /^(home|pricing|live|auth|agencies)\./,
      why: 'product features are “funcionalidades”; “Recursos” is the Resources menu',
    },
    { pattern: /cada um só carrega/u, why: 'name what loads: “cada serviço só carrega”' },
    // Numbers as CLDR/Intl writes them for pt-BR.
    { pattern: /\d\s%/u, why: 'percent without a space: “92%”' },
    {
      pattern: /US\$(?!\u00a0\d)/u,
      why: 'dollars as Intl writes them: “US$ 40.000” with a no-break space (U+00A0)',
    },
    { pattern: /\d\s?mil(?!\p{L})/u, why: 'amounts in figures: “US$ 40.000”, “+10.000”' },
    { pattern: /\d\.\d{1,2}(?!\d)/u, why: 'decimal comma: “2,5×”' },
    { pattern: /\d,\d{3}(?!\d)/u, why: 'thousands take a dot: “10.000”' },
    {
      pattern: /^\+\d+.*!$/,
      where: /^pricing\.billing\.yearlyBadge$/,
      why: 'the English “+100 demos free!” shape: say it as a badge, without “+” and “!”',
    },
    { pattern: /white-label/i, why: 'one spelling, as the blog writes it: white label' },
    {
      pattern: /tours? de produto|\bescale\b/i,
      why: 'anglicisms: apresentações de produto; faça sua agência crescer',
    },
  ],
};
