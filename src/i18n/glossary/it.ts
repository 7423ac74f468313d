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
      pattern: /team di vendita|team del prodotto|team di prodotto|team di marketing/,
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
      pattern: /lead scoring|scoring dei lead/i,
      why: 'one Italian term in navigation and home, beside “Qualificazione dei lead”: “Punteggio dei lead”',
    },
    { pattern: /pain point/i, why: 'Italian: “criticità”' },
    {
      pattern: /acquirent[ei]/i,
      why: 'buyers are “potenziali clienti” (acquirente reads as retail; one term site-wide)',
    },
    {
      pattern: /\brevenue\b/i,
      why: 'no “team revenue”: team vendite e marketing, direttore commerciale',
    },
    { pattern: /\bcall\b/i, why: 'English leftover: chiamata, incontro, appuntamento' },
    { pattern: /discovery/i, why: 'English leftover: chiamate conoscitive, fase esplorativa' },
    { pattern: /\bfit\b|\bICP\b/, why: 'English leftover: (profilo di) cliente ideale' },
    { pattern: /\bpitch\b/i, why: 'English leftover: presentazione commerciale' },
    { pattern: /snippet/i, why: 'English leftover: poche righe di codice' },
    { pattern: /\bfounder\b/i, why: 'English leftover: fondatori, startup' },
    { pattern: /multi-?tenant/i, why: 'jargon: clienti rigorosamente separati' },
    { pattern: /autopilota/i, why: 'calque of “autopilot”: in automatico' },
    {
      pattern: /\d\s*volte più/,
      why: 'calque of “3× more”: il triplo di…, moltiplicati per 2,5, in metà tempo',
    },
    { pattern: /i team cambiano/i, why: 'calque of “Why teams switch”: Perché sceglierci' },
    {
      pattern: /•/,
      why: 'the English “Create a demo • it’s free!” shape: Crea gratis la tua demo',
    },
    {
      pattern: /\d×|^Bentornat[oa]$/,
      why: 'stat tiles say “3 volte” + “più coinvolgimento”; the login greets everyone: “Ti diamo il bentornato”',
    },
    {
      pattern: /^Pront[oa] a/,
      why: 'CTAs address everyone, not only men: “Vuoi trasformare le tue demo?”',
    },
    {
      pattern: /(?<!\p{L})demo con (l[’']\s?)?IA(?!\p{L})/u,
      why: 'one rendering of “AI demo” in running copy: “demo IA”',
    },
    { pattern: /\blive\b/, why: 'in diretta, dal vivo; “Live” only in the name Demoly Live' },
    { pattern: /(?<!\{)\b[Ee]mail\b/, why: 'Italian spells it e-mail' },
    { pattern: /[“”]/, why: 'Italian quotes are « » throughout (legal pages, admin, testimonial)' },
    { pattern: /\d[ \u00a0\u202f]%/, why: 'Italian percent: 92% with no space (CLDR it)' },
    { pattern: /\$/, why: 'US dollars are written 40.000 USD (CLDR it), never $' },
    { pattern: /\d(?:| |\u202f)USD/, why: 'a no-break space U+00A0 before USD: 40.000 USD' },
    { pattern: /\d\+|<\s?\d/, why: 'English-shaped “80+”, “10k+”, “< 10”: oltre 80, meno di 10' },
    { pattern: /\d\.\d{1,2}(?!\d)/, why: 'Italian decimals take a comma: 2,5' },
    {
      pattern:
        /(?<![\d.,])\d{5,}|(?<![\d.,])\d{4}\s(?:demo|USD|caratteri|utenti|lead|articoli|visitatori)/,
      why: 'Italian groups thousands from four digits, as Italian price lists do: 1.000 demo, 10.000',
    },
    {
      pattern: /^\+\d+.*!$/,
      where: /^pricing\.billing\.yearlyBadge$/,
      why: 'the English “+100 demos free!” shape: say it as a badge, without “+” and “!”',
    },
  ],
};
