import { describe, expect, it } from 'vitest';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import { ja } from '@/i18n/locales/ja';
import { zh } from '@/i18n/locales/zh';
import { categoryLabel } from './category-label';
import { postDefaults } from './normalize-post';

describe('categoryLabel', () => {
  it("gives a stored category its label in the reader's language", () => {
    expect(categoryLabel(ja, 'Guides')).toBe('ガイド');
    expect(categoryLabel(ja, 'Marketing')).toBe('マーケティング');
    expect(categoryLabel(de, 'Sales')).toBe('Vertrieb');
    expect(categoryLabel(zh, 'Product')).toBe('产品');
    expect(categoryLabel(en, 'Guides')).toBe('Guides');
  });

  it('labels the default category a post without one gets', () => {
    expect(categoryLabel(de, postDefaults.category)).toBe('Allgemein');
    expect(categoryLabel(ja, postDefaults.category)).toBe('一般');
  });

  it('shows a category the catalogue does not know as stored', () => {
    expect(categoryLabel(ja, 'Case studies')).toBe('Case studies');
    // Lookups are exact: another spelling is another category.
    expect(categoryLabel(de, 'guides')).toBe('guides');
    // Names that exist on every object are not labels.
    expect(categoryLabel(de, 'constructor')).toBe('constructor');
    expect(categoryLabel(de, '__proto__')).toBe('__proto__');
    expect(categoryLabel(de, 'toString')).toBe('toString');
  });
});
