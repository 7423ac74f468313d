import { describe, expect, it } from 'vitest';
import { ja } from './locales/ja';
import { zh } from './locales/zh';
import { noteSeparator, withColon } from './punctuation';

describe("each language's punctuation between a label and its value", () => {
  it('uses a full-width colon without a space in Japanese and Chinese', () => {
    expect(withColon(ja.common.footer.addressLabel, 'ja')).toMatch(/[^\s]：$/);
    expect(withColon(zh.common.footer.emailLabel, 'zh')).toMatch(/[^\s]：$/);
  });

  it('sets the French colon apart with a narrow no-break space', () => {
    expect(withColon('Adresse', 'fr')).toBe('Adresse\u202f: ');
  });

  it('follows the label with a colon and a space elsewhere', () => {
    expect(withColon('Address', 'en')).toBe('Address: ');
    expect(withColon('주소', 'ko')).toBe('주소: ');
  });

  it('puts no space before a full-width parenthesis', () => {
    expect(noteSeparator('ja') + ja.common.nav.opensInNewTab).toMatch(/^（/);
    expect(noteSeparator('de')).toBe(' ');
  });
});
