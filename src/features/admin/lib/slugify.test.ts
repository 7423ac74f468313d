import { describe, expect, it } from 'vitest';
import { slugify, slugPattern } from './slugify';

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
