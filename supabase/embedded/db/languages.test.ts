// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../src/config/languages';
import { languageCodes as edgeFunctionLanguages } from '../../functions/_shared/languages';
import { supabaseDir } from './setup';

describe('the languages a post may be written in', () => {
  it('are the site languages: blog_languages() in SQL lists exactly languageCodes', () => {
    const sql = readFileSync(
      path.join(supabaseDir, 'migrations', '20261124010000_blog_translations.sql'),
      'utf8',
    );
    const listed = /select array\[([^\]]*)\]::text\[\]/.exec(sql)?.[1];
    expect(listed).toBeDefined();
    const codes = [...listed!.matchAll(/'([a-z]{2})'/g)].map((match) => match[1]);
    expect([...codes].sort()).toEqual([...languageCodes].sort());
  });

  it("are the edge functions' languages too (they cannot import the site's source tree)", () => {
    expect([...edgeFunctionLanguages]).toEqual([...languageCodes]);
  });
});
