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
    closeRate: 'winrate',
    completionRate: 'voltooiingspercentage',
  },
  forbidden: [
    { pattern: /\buse cases?\b/i, why: 'use case is "toepassing"' },
    { pattern: /\bstoelen\b|\bplekken\b|\blicenties\b|\bseats\b/i, why: 'seats are "gebruikers"' },
    { pattern: /\bverkoopteams?\b|\bsales-teams?\b/i, why: 'sales team is "salesteam"' },
    { pattern: /\blive agents?\b/i, why: 'one compound: live-agent, live-agents' },
    { pattern: /\d\s?x\b/, why: 'multipliers are written 3× (U+00D7)' },
    { pattern: /\.\.\./, why: 'Dutch uses the ellipsis character …' },
    {
      pattern: /^Partners$/,
      where: /^common\.nav\.affiliate$/,
      why: 'the affiliate link is the “Affiliateprogramma”; partners are the agencies',
    },
    { pattern: /\+\d+\s?% hoger/, why: '“+38% hogere” says “higher” twice: “+38% winrate”' },
    {
      pattern: /\+\d+\s?% gewonnen deals|^gewonnen deals$/,
      why: '“+38% gewonnen deals” claims 38% more deals; the figure is the close rate: winrate',
    },
    { pattern: /\/mnd\b/, why: 'one form on every price: /maand' },
    {
      pattern: /\blive[ -](?:demo(?!nstr)|productdemo|sessie|webinar|synchronisatie)|\blive AI-/i,
      why: 'live + noun is one word (liveconcert): livedemo, livesessie; live-AI-demo, live-agent',
    },
    { pattern: /pijnpunt/i, why: 'calque of pain points: “knelpunten”, as the blog writes' },
    { pattern: /ervicevoorwaarden/, why: 'Dutch sites call their terms “Algemene voorwaarden”' },
    // English left over where Dutch B2B copy has its own word.
    { pattern: /closing ?rate/i, why: 'close rate: “winrate” (+38% winrate)' },
    { pattern: /revenue ?-?teams?/i, why: 'no “revenueteams”: name the teams (sales, marketing)' },
    { pattern: /\bsales ?-?reps?\b/i, why: 'a sales rep is a “verkoper”' },
    { pattern: /discovery/i, why: 'discovery: “verkennende gesprekken”' },
    { pattern: /sales engineers?/i, why: 'sales engineers: “demospecialisten”' },
    { pattern: /\bfounders?\b/i, why: 'founders are “oprichters”' },
    {
      pattern: /(?<!\{)\bfeatures?\b/i,
      why: 'features are “functies” everywhere (one term, not both)',
    },
    { pattern: /\bsnippet/i, why: 'embed snippet: “een kort stukje code”' },
    { pattern: /multi-?tenant/i, why: 'multi-tenant: “strikt gescheiden omgevingen per klant”' },
    { pattern: /\bfit\b/i, why: 'ICP fit: “de match met je ideale klantprofiel”' },
    { pattern: /\bICP\b/, why: 'ICP: “ideaal klantprofiel”' },
    { pattern: /\bVP\b/, why: 'job titles in Dutch: “Commercieel directeur”' },
    { pattern: /co-marketing/i, why: 'co-marketing: “gezamenlijke marketing”' },
    // One word for the buyer: “prospect” (B2B), as in koopintentie, koopsignalen.
    {
      pattern: /\bkoper(s|profiel|svragen)?\b/i,
      why: 'buyers are “prospects” (kopers reads as retail or housing)',
    },
    { pattern: /\btijdlijn/i, why: 'a purchase timeline is a “tijdpad”' },
    { pattern: /\bhomepage\b/i, why: 'one word for home: “startpagina”' },
    {
      pattern: /aanmeld/i,
      where: /^admin\./,
      why: 'the admin signs in: “inloggen”, as everywhere else',
    },
    // Calques and English sentence shapes.
    {
      pattern: /automatische piloot/i,
      why: '“op de automatische piloot” means mindlessly in Dutch',
    },
    { pattern: /onbeperkte? demoruimtes/i, why: 'ungrammatical: “Onbeperkt aantal demoruimtes”' },
    {
      pattern: /automatisch om$|\bzet(ten)? bezoekers\b(?![^.]*\bom in\b)/i,
      why: 'omzetten needs its ending: “… om in leads”',
    },
    { pattern: /\belk pas\b/, why: '“elk” alone: “elke dienst pas …”' },
    { pattern: /Waarom teams overstappen/i, why: 'English shape (“Why teams switch”)' },
    {
      pattern: /Cijfers die onze klanten zien/i,
      why: 'English shape (“Numbers our customers see”): “Dit bereiken onze klanten”',
    },
    { pattern: /kijkervaring/i, why: 'calque of “viewer experience”' },
    {
      pattern: /Beïnvloede pipeline/i,
      why: 'calque of “pipeline influenced”: “Pipeline per functie”',
    },
    { pattern: /geprijsd/i, why: 'calque of “priced for”: “met een prijs op maat”' },
    { pattern: /•/, why: 'no “Create a demo • it’s free!” shape: “Maak gratis een demo”' },
    // Figures: Dutch CLDR forms (92%, US$ 40.000, 2,5×, +10.000).
    { pattern: /<\s?\d/, why: '“< 10” is English shorthand: “10 min … of minder”' },
    { pattern: /\d\+/, why: '“80+” is English shorthand: “80 uur … of meer”, “+10.000”' },
    { pattern: /\d[\s\u00a0\u202f]%/, why: 'Dutch writes 92% without a space' },
    {
      pattern: /(?<!US)\$|US\$(?!\u00a0\d)/,
      why: 'US dollars are “US$ 40.000” (no-break space after US$)',
    },
    { pattern: /\d\s?k\b/i, why: 'no “40k”: write the amount (US$ 40.000)' },
    { pattern: /\d,\d{3}(?!\d)/, why: 'Dutch groups thousands with a point: 10.000' },
    { pattern: /\d\.\d+\s?[×%]/, why: 'Dutch decimals take a comma: 2,5×' },
  ],
};
