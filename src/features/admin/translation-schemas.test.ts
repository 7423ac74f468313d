import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/locales/en';
import { createGlossaryTermSchema, createTranslationSettingSchema } from './translation-schemas';

const text = en.admin.translation.validation;
const glossaryTerm = createGlossaryTermSchema(text);
const issues = (values: Record<string, unknown>) =>
  glossaryTerm.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('glossary term form', () => {
  it('keeps a term as written (trimmed), with no translation needed', () => {
    expect(
      glossaryTerm.parse({ term: '  Demoly ', rule: 'never', translation: '', note: '' }),
    ).toEqual({ term: 'Demoly', rule: 'never', translation: '', note: '' });
  });

  it('a fixed translation must be given; a blank term or an over-long one is refused', () => {
    expect(issues({ term: 'Demo room', rule: 'fixed', translation: '  ', note: '' })).toEqual([
      ['translation', text.translationRequired],
    ]);
    expect(issues({ term: '   ', rule: 'never', translation: '', note: '' })).toEqual([
      ['term', text.termRequired],
    ]);
    expect(issues({ term: 'x'.repeat(201), rule: 'never', translation: '', note: '' })).toEqual([
      ['term', text.termTooLong],
    ]);
  });
});

describe('language settings form', () => {
  it('accepts DeepL’s three formalities only, and instructions up to 2,000 characters', () => {
    const schema = createTranslationSettingSchema(text);
    expect(schema.safeParse({ formality: 'more', instructions: '' }).success).toBe(true);
    expect(schema.safeParse({ formality: 'formal', instructions: '' }).success).toBe(false);
    expect(schema.safeParse({ formality: 'less', instructions: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });
});
