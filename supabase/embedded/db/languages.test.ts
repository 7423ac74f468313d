import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodes } from '../../../src/config/languages';
import { languageCodes as edgeFunctionLanguages } from '../../functions/_shared/languages';
import { startTestServer, type TestServer } from '../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);

afterAll(async () => {
  await server?.destroy();
});

describe('the languages a post may be written in', () => {
  it('are the site languages: blog_languages(), as every migration leaves it, lists exactly languageCodes', async () => {
    // Asked of the database, not read from a file: a later migration that redefines the function
    // (an eleventh language) is what counts.
    const { rows } = await server.backend.database.query<{ codes: string[] }>(
      'select public.blog_languages() as codes',
    );
    expect([...rows[0]!.codes].sort()).toEqual([...languageCodes].sort());
  });

  it("are the edge functions' languages too (they cannot import the site's source tree)", () => {
    expect([...edgeFunctionLanguages]).toEqual([...languageCodes]);
  });
});
