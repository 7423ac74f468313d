import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label';
import type { CategoryNames } from './fetch-category-names';

const names: CategoryNames = {
  Guides: { en: 'Guides', ja: 'ガイド', de: 'Ratgeber' },
  'Case studies': { en: 'Customer stories' },
};

describe('categoryLabel', () => {
  it("gives a stored category its name in the reader's language", () => {
    expect(categoryLabel(names, 'Guides', 'ja')).toBe('ガイド');
    expect(categoryLabel(names, 'Guides', 'de')).toBe('Ratgeber');
    expect(categoryLabel(names, 'Guides', 'en')).toBe('Guides');
  });

  it('falls back to the English name where a language has none', () => {
    expect(categoryLabel(names, 'Guides', 'fr')).toBe('Guides');
    // The English name, not the key: they may differ once a category is renamed.
    expect(categoryLabel(names, 'Case studies', 'ko')).toBe('Customer stories');
  });

  it('shows a category without names, or before the names load, as stored', () => {
    expect(categoryLabel(names, 'Webinars', 'de')).toBe('Webinars');
    expect(categoryLabel(undefined, 'Guides', 'de')).toBe('Guides');
    // Lookups are exact: another spelling is another category.
    expect(categoryLabel(names, 'guides', 'de')).toBe('guides');
    // Names that exist on every object are not categories.
    expect(categoryLabel(names, 'constructor', 'de')).toBe('constructor');
    expect(categoryLabel(names, '__proto__', 'de')).toBe('__proto__');
  });
});
