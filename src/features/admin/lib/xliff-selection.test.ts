// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/config/languages';
import { defaultExportLanguages, exportPairs, selectionFileName } from './xliff-selection';

const version = (outdated: boolean) => ({
  id: 'x',
  state: 'draft' as const,
  outdated,
  needsReview: false,
});

describe('the selection export', () => {
  it('starts with the languages a selected post misses or is behind in, in the site’s order', () => {
    expect(
      defaultExportLanguages(
        [
          { missing: ['ja', 'fr'], versions: { en: version(false), de: version(true) } },
          { missing: ['fr'], versions: { en: version(false), it: version(false) } },
        ],
        languageCodes,
      ),
    ).toEqual(['fr', 'de', 'ja']);
  });

  it('makes one document per source and target pair, never into a post’s own language', () => {
    expect(exportPairs([{ language: 'en' }, { language: 'de' }], ['en', 'de', 'ja'])).toEqual([
      'en-de',
      'en-ja',
      'de-en',
      'de-ja',
    ]);
    expect(selectionFileName({ sourceLanguage: 'en', targetLanguage: 'ja' })).toBe(
      'demoly-posts.en-ja.xlf',
    );
  });
});
