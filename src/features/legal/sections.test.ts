import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/config/languages';
import { loadMessages } from '@/i18n/messages';
import { cookieSections, privacySections, termsSections } from './sections';

describe('legal document sections', () => {
  it('has the 12 privacy and 14 terms sections of spec §2, with unique anchors', () => {
    expect(privacySections).toHaveLength(12);
    expect(termsSections).toHaveLength(14);
    expect(cookieSections).toHaveLength(8);
    for (const sections of [privacySections, termsSections, cookieSections]) {
      const ids = sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it.each(languageCodes)('lists every catalogue section exactly once (%s)', async (language) => {
    const { legal } = await loadMessages(language);
    expect(privacySections.map((section) => section.key).sort()).toEqual(
      Object.keys(legal.privacy.sections).sort(),
    );
    expect(termsSections.map((section) => section.key).sort()).toEqual(
      Object.keys(legal.terms.sections).sort(),
    );
    expect(cookieSections.map((section) => section.key).sort()).toEqual(
      Object.keys(legal.cookies.sections).sort(),
    );
  });

  it.each(languageCodes)(
    'keeps the legal facts of spec §1 in every language (%s)',
    async (language) => {
      const { legal } = await loadMessages(language);
      const children = legal.privacy.sections.children.body.join(' ');
      expect(children).toMatch(/16/);
      const governingLaw = legal.terms.sections.governingLaw.body.join(' ');
      expect(governingLaw).toMatch(/Delaware|デラウェア|델라웨어|特拉华/);
    },
  );

  it.each(languageCodes)(
    'names the same storage keys in the cookie policy in every language (%s)',
    async (language) => {
      const { legal } = await loadMessages(language);
      const policy = JSON.stringify(legal.cookies);
      for (const key of [
        'demoly.cookie-consent',
        'demoly.language-preference',
        'demoly.country',
        'demoly.admin.session',
        'demoly.admin.draft',
        '__session',
        'Cal.com',
        'ipapi.co',
        'YouTube',
        'Clerk',
      ]) {
        expect(policy).toContain(key);
      }
      expect(policy).toMatch(/demoly\.language[^-]/);
      expect(policy).toMatch(/15/);
      expect(policy).toMatch(/7/);
    },
  );
});
