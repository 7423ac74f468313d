import { describe, expect, it } from 'vitest';
import { slugify, slugPattern, suggestSlug } from './slugify';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  AI demos: 3x more pipeline!  ', 'ai-demos-3x-more-pipeline'],
    ['Crème brûlée à la française', 'creme-brulee-a-la-francaise'],
    ['Straße & Øl', 'strasse-ol'],
    ['multiple---hyphens__and  spaces', 'multiple-hyphens-and-spaces'],
    ['日本語のタイトル', ''],
    ['Demo 日本 2026', 'demo-2026'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each([
    ['Zu löschende Beiträge', 'de', 'zu-loeschende-beitraege'],
    ['Über Größe und Maß', 'de', 'ueber-groesse-und-mass'],
    ['ÄRGER ÖL ÜBUNG', 'de', 'aerger-oel-uebung'],
    // A decomposed umlaut (a + combining diaeresis) is the same letter.
    ['Zu lo\u0308schende', 'de', 'zu-loeschende'],
    // The umlaut rule is German only; elsewhere accents are dropped.
    ['Zu löschende Beiträge', 'en', 'zu-loschende-beitrage'],
    ['Hyvää päivää', 'fi', 'hyvaa-paivaa'],
    ['Café, crème et garçon', 'fr', 'cafe-creme-et-garcon'],
    ['Año de diseño', 'es', 'ano-de-diseno'],
    ['Ação e emoção', 'pt', 'acao-e-emocao'],
    ['Perché è così', 'it', 'perche-e-cosi'],
    ['Øl og smørrebrød', 'en', 'ol-og-smorrebrod'],
    ['Œuvre þing ðæt', 'en', 'oeuvre-thing-daet'],
    ['Łódź Straße', 'pl', 'lodz-strasse'],
    ['Ĳssel één', 'nl', 'ijssel-een'],
  ])('%j in %s → %j', (input, language, expected) => {
    expect(slugify(input, language)).toBe(expected);
  });

  describe('suggestSlug', () => {
    it('suggests the original’s slug for a Japanese, Korean or Chinese translation', () => {
      expect(suggestSlug('AIデモの始め方', 'ja', 'getting-started')).toBe('getting-started');
      expect(suggestSlug('AI 데모 시작하기', 'ko', 'getting-started')).toBe('getting-started');
      expect(suggestSlug('如何开始 AI 演示', 'zh', 'getting-started')).toBe('getting-started');
    });

    it('transliterates the title in other languages, translations included', () => {
      expect(suggestSlug('Zu löschende Beiträge', 'de', 'posts-to-delete')).toBe(
        'zu-loeschende-beitraege',
      );
      expect(suggestSlug('Démo en direct', 'fr', undefined)).toBe('demo-en-direct');
    });

    it('falls back to the title’s Latin words, or none, without an original', () => {
      expect(suggestSlug('AI デモ 2026', 'ja', undefined)).toBe('ai-2026');
      expect(suggestSlug('日本語のタイトル', 'ja', undefined)).toBe('');
    });
  });

  it('always produces what the database accepts (or nothing)', () => {
    for (const input of [
      '-Leading',
      'trailing-',
      'ÀÉÎÕÜ ñ',
      'a'.repeat(250),
      'x'.repeat(199) + ' y',
    ]) {
      const slug = slugify(input);
      expect(slug.length).toBeLessThanOrEqual(200);
      expect(slugPattern.test(slug)).toBe(true);
    }
  });
});
