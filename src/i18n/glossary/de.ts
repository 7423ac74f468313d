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
      pattern: /Produkt-?Intelligen|Produktintelligenz|Product Intelligence/i,
      why: 'one German term in navigation and home: “Produktanalysen”',
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
    {
      pattern:
        /(?:^|[.!?:;]\s+)(Entferne|Gib|Wähle|Prüfe|Lade|Klicke|Gehe|Nutze|Speichere|Versuche|Bearbeite)(?!\p{L})/u,
      why: 'the site addresses visitors with Sie: “Entfernen Sie”, not the du imperative “Entferne”',
    },
    {
      pattern: /Käufer/,
      why: 'B2B buyers are “Interessenten” (or “potenzielle Kunden”); “Käufer” reads as shoppers who already bought',
    },
    { pattern: /\bFeatures?\b/, why: 'product features are “Funktionen”, one word on every page' },
    {
      pattern: /Revenue/,
      why: 'English leftover: “Revenue-Teams” → name the teams (Vertrieb, Marketing)',
    },
    { pattern: /Pain Points?/i, why: 'English leftover: pain points are “Herausforderungen”' },
    { pattern: /Must-haves?/i, why: 'English leftover: must-haves are “Muss-Kriterien”' },
    {
      pattern: /\bSales\b/,
      why: 'English leftover: Sales → Vertrieb (Vertriebsteam, Verkaufszyklen)',
    },
    { pattern: /Discovery/i, why: 'English leftover: the discovery call is the “Bedarfsanalyse”' },
    { pattern: /\bInsights?\b/, why: 'English leftover: insights are “Erkenntnisse”' },
    {
      pattern: /\bICP\b|\bFit\b/,
      why: 'English leftover: ICP fit is the “Passung zum Idealkundenprofil”',
    },
    { pattern: /\bVP\b/, why: 'job titles in German: “Leiterin Vertrieb”, not “VP Revenue”' },
    { pattern: /\bStory\b/, why: 'English leftover: “Geschichte” or “Präsentation”' },
    { pattern: /\bPitch(en)?\b/, why: 'English leftover: “überzeugen”, “Argumentation”' },
    { pattern: /Snippet/i, why: 'English leftover: the embed code is a “Codeschnipsel”' },
    {
      pattern: /upgraden|downgraden/i,
      why: 'plans: “in einen größeren (kleineren) Tarif wechseln”',
    },
    { pattern: /Multi-Client/i, why: 'English leftover: “zentrale Kundenverwaltung”' },
    { pattern: /Autopilot/i, why: 'calque of “on autopilot”: “automatisch”, “rund um die Uhr”' },
    { pattern: /Seherlebnis/, why: 'calque of “viewer experience”: “Demo-Erlebnis”' },
    {
      pattern: /Vertrauen von|Warum Teams (wechseln|umsteigen)/,
      why: 'English-shaped “Trusted by …” / “Why teams switch”: “… vertrauen uns”, “Ihre Vorteile”',
    },
    {
      pattern: /•/,
      why: 'English-shaped “Create a demo • it’s free!”: one phrase, “Demo kostenlos erstellen”',
    },
    { pattern: /<\s?\d/, why: '“< 10” is English-shaped: “Unter 10”' },
    { pattern: /\d\+/, why: '“80+” is English-shaped: “Über 80”, “+10.000”' },
    {
      pattern: /\d[ \u202f]?%/,
      why: 'percent as CLDR de: “92\u00a0%” with a no-break space (U+00A0)',
    },
    {
      pattern: /\d[ \u202f]?\$|\$\s?\d|\d\s?k\b/,
      why: 'US dollars as CLDR de: “40.000\u00a0$” (no-break space, no “$40k”)',
    },
    { pattern: /\d\.\d(?!\d\d)/, why: 'German decimals take a comma: “2,5×”' },
    { pattern: / …$/, why: 'a trailing ellipsis follows the word directly: “Wird geladen…”' },
    {
      pattern: /^\+\d+.*!$/,
      where: /^pricing\.billing\.yearlyBadge$/,
      why: 'the English “+100 demos free!” shape: say it as a badge, without “+” and “!”',
    },
  ],
};
