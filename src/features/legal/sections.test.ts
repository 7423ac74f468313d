// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/config/languages';
import { loadMessages } from '@/i18n/messages';
import { storedItems } from '@/config/stored-items';
import { cookieSections, privacySections, storedItemSections, termsSections } from './sections';

describe('legal document sections', () => {
  it('has the 12 privacy and 14 terms sections, with unique anchors', () => {
    expect(privacySections).toHaveLength(12);
    expect(termsSections).toHaveLength(14);
    expect(cookieSections).toHaveLength(9);
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
    'keeps the legal facts (minimum age 16, Delaware law) in every language (%s)',
    async (language) => {
      const { legal } = await loadMessages(language);
      const children = legal.privacy.sections.children.body.join(' ');
      expect(children).toMatch(/16/);
      const governingLaw = legal.terms.sections.governingLaw.body.join(' ');
      expect(governingLaw).toMatch(/Delaware|デラウェア|델라웨어|特拉华/);
    },
  );

  it.each(languageCodes)(
    'describes every stored item and names the same services in every language (%s)',
    async (language) => {
      const { legal } = await loadMessages(language);
      for (const item of storedItems) {
        const text = legal.cookies.storedItems[item.id];
        expect(text.name && text.purpose && text.retention, item.id).toBeTruthy();
      }
      const policy = JSON.stringify(legal.cookies);
      for (const name of ['Cal.com', '{service}', 'YouTube', 'Clerk', '12']) {
        expect(policy).toContain(name);
      }
      expect(policy).toMatch(/15/);
      expect(policy).toMatch(/7/);
    },
  );

  it('lists every group of stored items under a section that exists', () => {
    const ids = cookieSections.map((section) => section.id);
    for (const group of new Set(storedItems.map((item) => item.group))) {
      expect(ids).toContain(storedItemSections[group]);
    }
  });
});
