import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@/config/languages';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it as italian } from './locales/it';
import { ja } from './locales/ja';
import { ko } from './locales/ko';
import { nl } from './locales/nl';
import { pt } from './locales/pt';
import { zh } from './locales/zh';

/**
 * Every catalogue against English, the source of keys: same keys, same array lengths, same
 * `{placeholders}`, no empty values, and no value left in English. The typecheck already catches
 * most missing keys; this also catches values that were copied instead of translated.
 */
const catalogues: Record<LanguageCode, unknown> = {
  en,
  es,
  fr,
  de,
  pt,
  it: italian,
  nl,
  ja,
  ko,
  zh,
};

/**
 * Strings that may equal the English one. Keep this short: each entry is a brand or figure that
 * is not translated, or the word really is the same in that language.
 */
const sameEverywhere = new Set([
  '30%', // the affiliate commission as a figure (fr and de write '30 %' and differ anyway)
  'Demoly', // the product name
  'Cookie', // the word itself in every language but Korean (쿠키)
  'hreflang="{tag}"', // an HTML attribute as written in the page's source
]);
const sameWord: Partial<Record<LanguageCode, readonly string[]>> = {
  es: ['Blog', 'Videos', 'General', 'Marketing'],
  fr: [
    'Blog',
    'Solutions',
    'Menu',
    'Pages',
    'Page {page}',
    '{count} article',
    '{count} articles',
    'Blog, page {page}',
    'Guides',
    'Marketing',
  ],
  de: ['Blog', 'Videos', 'Marketing', 'Status'],
  pt: ['Blog', 'Menu', '{count} post', '{count} posts', 'Marketing', 'Status', 'Webinars'],
  it: ['Blog', 'Menu', 'Marketing'],
  nl: ['Blog', 'Menu', 'Product', 'Webinars', 'Marketing', 'Sales', 'Status'],
  // Japanese sites keep the copyright line in English; the Japanese forms read as stiff.
  ja: ['© {year} {product}, Inc. All rights reserved.'],
};

function mayEqualEnglish(language: LanguageCode, value: string): boolean {
  // Figures, symbols and bare placeholders ('{count}', '$0', '•') have nothing to translate.
  if (!/\p{L}/u.test(value.replace(/\{\w+\}/g, ''))) return true;
  return sameEverywhere.has(value) || (sameWord[language] ?? []).includes(value);
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

type Problem = string;

function compare(
  language: LanguageCode,
  source: unknown,
  target: unknown,
  path: string,
  problems: Problem[],
): void {
  if (typeof source === 'string') {
    if (typeof target !== 'string') {
      problems.push(`${path}: missing or not a string`);
      return;
    }
    if (target.trim() === '') problems.push(`${path}: empty`);
    const expected = placeholders(source).join(', ');
    const actual = placeholders(target).join(', ');
    if (expected !== actual) {
      problems.push(`${path}: placeholders {${actual}} instead of {${expected}}`);
    }
    if (target === source && !mayEqualEnglish(language, target)) {
      problems.push(`${path}: not translated ("${target}")`);
    }
    return;
  }
  if (Array.isArray(source)) {
    if (!Array.isArray(target)) {
      problems.push(`${path}: missing or not a list`);
      return;
    }
    if (target.length !== source.length) {
      problems.push(`${path}: ${target.length} items instead of ${source.length}`);
    }
    source.forEach((item, index) =>
      compare(language, item, target[index], `${path}[${index}]`, problems),
    );
    return;
  }
  if (source !== null && typeof source === 'object') {
    if (target === null || typeof target !== 'object' || Array.isArray(target)) {
      problems.push(`${path}: missing or not an object`);
      return;
    }
    const sourceRecord = source as Record<string, unknown>;
    const targetRecord = target as Record<string, unknown>;
    for (const key of Object.keys(sourceRecord)) {
      compare(language, sourceRecord[key], targetRecord[key], `${path}.${key}`, problems);
    }
    for (const key of Object.keys(targetRecord)) {
      if (!(key in sourceRecord)) problems.push(`${path}.${key}: not in English`);
    }
    return;
  }
  // Numbers and booleans (e.g. a rating) must simply match.
  if (target !== source) problems.push(`${path}: ${String(target)} instead of ${String(source)}`);
}

function problemsIn(language: LanguageCode, namespace: keyof typeof en): Problem[] {
  const problems: Problem[] = [];
  const catalogue = catalogues[language] as Record<string, unknown>;
  compare(language, en[namespace], catalogue[namespace], `${language}.${namespace}`, problems);
  return problems;
}

const namespaces = Object.keys(en) as (keyof typeof en)[];
const translated = languageCodes.filter((code) => code !== 'en');

describe('message catalogues', () => {
  it('has a catalogue for every language with every namespace', () => {
    for (const code of languageCodes) {
      expect(Object.keys(catalogues[code] as object).sort()).toEqual([...namespaces].sort());
    }
  });

  describe.each(translated)('%s', (language) => {
    it.each(namespaces)('%s matches English and is translated', (namespace) => {
      expect(problemsIn(language, namespace)).toEqual([]);
    });
  });
});

describe('the catalogue check itself', () => {
  const source = { title: 'Hello {name}', items: ['One', 'Two'], brand: 'Demoly', blog: 'Blog' };

  function check(language: LanguageCode, target: unknown): Problem[] {
    const problems: Problem[] = [];
    compare(language, source, target, language, problems);
    return problems;
  }

  it('accepts a complete translation', () => {
    expect(
      check('de', {
        title: 'Hallo {name}',
        items: ['Eins', 'Zwei'],
        brand: 'Demoly',
        blog: 'Blog',
      }),
    ).toEqual([]);
  });

  it('reports missing keys, empty values, short lists, lost placeholders and English left over', () => {
    expect(check('ja', { title: 'こんにちは', items: ['一'], blog: 'Blog' })).toEqual([
      'ja.title: placeholders {} instead of {name}',
      'ja.items: 1 items instead of 2',
      'ja.items[1]: missing or not a string',
      'ja.brand: missing or not a string',
      'ja.blog: not translated ("Blog")',
    ]);
    expect(
      check('de', { title: ' ', items: ['Eins', 'Two'], brand: 'Demoly', blog: 'Blog' }),
    ).toEqual([
      'de.title: empty',
      'de.title: placeholders {} instead of {name}',
      'de.items[1]: not translated ("Two")',
    ]);
  });
});
