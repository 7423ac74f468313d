import { describe, expect, it } from 'vitest';
import { isLanguageCode, languageCodes, type LanguageCode } from '@/config/languages';
import type { Glossary } from './glossary/types';
import { loadMessages, type Messages } from './messages';

/**
 * What a native reviewer would flag and a machine can check, over every string of every
 * namespace: each language's glossary (`glossary/<lang>.ts`: the renderings it forbids), one
 * multiplier style (3×), one ellipsis style per language, French spacing before high punctuation
 * and inside « », and no Spain-only vosotros forms in the Spanish that serves Latin America.
 * Glossary files are discovered, so a language's glossary is enforced as soon as it exists.
 */
const glossaryModules = import.meta.glob<Record<string, unknown>>(
  ['./glossary/*.ts', '!./glossary/types.ts', '!./glossary/*.test.ts'],
  { eager: true },
);

function isGlossary(value: unknown): value is Glossary {
  return (
    typeof value === 'object' &&
    value !== null &&
    'terms' in value &&
    'forbidden' in value &&
    Array.isArray((value as Glossary).forbidden)
  );
}

const glossaries = new Map<LanguageCode, Glossary>();
for (const [file, module] of Object.entries(glossaryModules)) {
  const language = /\/(\w+)\.ts$/.exec(file)?.[1];
  const glossary = Object.values(module).find(isGlossary);
  if (!isLanguageCode(language)) throw new Error(`${file}: not named after a language`);
  if (!glossary) throw new Error(`${file}: exports no glossary`);
  glossaries.set(language, glossary);
}

interface Entry {
  path: string;
  text: string;
}

/** Every string of a catalogue with its key path (`home.features.title`). */
export function strings(value: unknown, path = ''): Entry[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const excerpt = (text: string, index: number) =>
  text.slice(Math.max(0, index - 20), index + 20).replace(/\s+/g, ' ');

/** Glossary violations, as "path: …excerpt… (why)". */
export function forbiddenTerms(entries: Entry[], glossary: Glossary): string[] {
  return entries.flatMap(({ path, text }) =>
    glossary.forbidden.flatMap(({ pattern, why, where }) => {
      if (where && !where.test(path)) return [];
      const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
      return match ? [`${path}: “${excerpt(text, match.index)}” (${why})`] : [];
    }),
  );
}

/** Multipliers are written 3× (U+00D7) after the number; never 3x, 3 x or ×3. */
export function multiplierProblems(entries: Entry[]): string[] {
  return entries.flatMap(({ path, text }) => {
    const match = /\d\s?x\b|×\s?\d|\d\s×/.exec(text);
    return match ? [`${path}: “${excerpt(text, match.index)}”`] : [];
  });
}

/** One ellipsis style per language: the character … or three dots, not both. */
export function ellipsisStyles(entries: Entry[]): { character: string[]; dots: string[] } {
  return {
    character: entries.filter(({ text }) => text.includes('…')).map(({ path }) => path),
    dots: entries.filter(({ text }) => /(?<!\.)\.\.\.(?!\.)/.test(text)).map(({ path }) => path),
  };
}

/**
 * French: a narrow no-break space (U+202F) before ; : ! ? and » and after «. A colon in a URL
 * (https://) or a time (14:30) is not punctuation.
 */
export function frenchSpacingProblems(entries: Entry[]): string[] {
  return entries.flatMap(({ path, text }) => {
    const problems: string[] = [];
    for (const match of text.matchAll(/(.)([;:!?»])(.?)/gu)) {
      const [, before = '', mark, after = ''] = match;
      if (mark === ':' && (after === '/' || (/\d/.test(before) && /\d/.test(after)))) continue;
      if (before !== '\u202f') problems.push(`${path}: “${excerpt(text, match.index)}”`);
    }
    for (const match of text.matchAll(/«(.?)/gu)) {
      if (match[1] !== '\u202f') problems.push(`${path}: “${excerpt(text, match.index)}”`);
    }
    return problems;
  });
}

/** Spain-only second person plural: Latin American Spanish says ustedes. */
export function vosotrosForms(entries: Entry[]): string[] {
  // Unicode-aware word edges: \b treats ñ and accented letters as non-word characters.
  const vosotros =
    /(?<!\p{L})(vosotr[oa]s|vuestr[oa]s?|os|sois)(?!\p{L})|\p{L}+(áis|éis)(?!\p{L})/iu;
  return entries.flatMap(({ path, text }) => {
    const match = vosotros.exec(text);
    return match ? [`${path}: “${excerpt(text, match.index)}”`] : [];
  });
}

const catalogues = new Map<LanguageCode, Entry[]>();
async function entriesOf(language: LanguageCode): Promise<Entry[]> {
  const cached = catalogues.get(language);
  if (cached) return cached;
  const messages: Messages = await loadMessages(language);
  const entries = strings(messages);
  catalogues.set(language, entries);
  return entries;
}

const latinScript = languageCodes.filter((code) => !['ja', 'ko', 'zh'].includes(code));

describe('copy conventions', () => {
  it('has a glossary for every language that must follow one', () => {
    for (const language of ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt'] as const) {
      expect(glossaries.has(language), language).toBe(true);
    }
  });

  it.each([...glossaries.keys()])('%s never uses a term its glossary forbids', async (language) => {
    const glossary = glossaries.get(language);
    if (!glossary) throw new Error(language);
    expect(forbiddenTerms(await entriesOf(language), glossary)).toEqual([]);
  });

  it.each(latinScript)('%s writes multipliers one way: 3×', async (language) => {
    expect(multiplierProblems(await entriesOf(language))).toEqual([]);
  });

  it.each(languageCodes)('%s never writes 3x', async (language) => {
    const problems = (await entriesOf(language)).filter(({ text }) => /\d\s?x\b/.test(text));
    expect(problems).toEqual([]);
  });

  it.each(languageCodes)('%s uses one ellipsis style', async (language) => {
    const { character, dots } = ellipsisStyles(await entriesOf(language));
    expect(character.length === 0 || dots.length === 0, [...character, ...dots].join(', ')).toBe(
      true,
    );
  });

  it.each(languageCodes)(
    '%s names each team’s features alike in the menu and on the home page',
    async (language) => {
      const { common, home } = await loadMessages(language);
      const pairs = [
        [common.nav.salesLinks, home.roles.items.sales.points],
        [common.nav.marketingLinks, home.roles.items.marketing.points],
        [common.nav.productLinks, home.roles.items.product.points],
      ] as const;
      for (const [menu, page] of pairs) {
        // Title case in the English menu is style, not a second term.
        expect(menu.map((term) => term.toLowerCase())).toEqual(
          page.map((term) => term.toLowerCase()),
        );
      }
    },
  );

  it('English keeps the spec’s three dots (“Loading...”)', async () => {
    expect(ellipsisStyles(await entriesOf('en')).character).toEqual([]);
  });

  it('French has a narrow no-break space before ; : ! ? » and after «', async () => {
    expect(frenchSpacingProblems(await entriesOf('fr'))).toEqual([]);
  });

  it('Spanish has no vosotros forms', async () => {
    expect(vosotrosForms(await entriesOf('es'))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const entries = (...texts: string[]) => texts.map((text, index) => ({ path: `k${index}`, text }));

  it('catch a forbidden term with its reason', () => {
    const glossary = {
      terms: {},
      forbidden: [{ pattern: /代理/, why: 'agent is 智能体' }],
    } as unknown as Glossary;
    expect(forbiddenTerms(entries('AI 代理', 'AI 智能体'), glossary)).toEqual([
      'k0: “AI 代理” (agent is 智能体)',
    ]);
  });

  it('apply a rule with `where` only to the keys it names', () => {
    const glossary = {
      terms: {},
      forbidden: [{ pattern: /Partnerprogramm/, why: 'affiliate link', where: /^k1$/ }],
    } as unknown as Glossary;
    expect(forbiddenTerms(entries('Partnerprogramm', 'Partnerprogramm'), glossary)).toEqual([
      'k1: “Partnerprogramm” (affiliate link)',
    ]);
  });

  it('catch 3x, 3 x and ×3 but not 3× or words', () => {
    expect(multiplierProblems(entries('3x more', '2,5 x', '×3', '3×', 'max 3 exports'))).toEqual([
      'k0: “3x more”',
      'k1: “2,5 x”',
      'k2: “×3”',
    ]);
  });

  it('tell the two ellipsis styles apart', () => {
    expect(ellipsisStyles(entries('Loading...', 'Saving…', 'v1.2'))).toEqual({
      character: ['k1'],
      dots: ['k0'],
    });
  });

  it('require the narrow no-break space in French, but not in URLs and times', () => {
    expect(
      frenchSpacingProblems(
        entries(
          'Prêt\u202f?',
          'Prêt ?',
          'Prêt?',
          'Note\u00a0: 5',
          '«\u202fOui\u202f»',
          '« Oui »',
          'https://demoly.ai à 14:30',
        ),
      ),
    ).toEqual(['k1: “Prêt ?”', 'k2: “Prêt?”', 'k3: “Note : 5”', 'k5: “« Oui »”', 'k5: “« Oui »”']);
  });

  it('find vosotros forms but not ustedes or país', () => {
    expect(
      vosotrosForms(entries('¿Podéis enviarla?', 'Os ayudamos', 'Ustedes pueden', 'Cada país')),
    ).toEqual(['k0: “¿Podéis enviarla?”', 'k1: “Os ayudamos”']);
  });
});
