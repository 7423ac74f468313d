/**
 * npm run bench:translate: one 1,500-word post into the nine other languages through the translate
 * function, as the admin's "Translate missing languages" calls it (supabase-js functions.invoke,
 * signed in as the seed admin, one call per language, all at once), served by the embedded backend
 * on a throwaway copy of the seed, with a local DeepL-speaking server as the provider. Prints the
 * requests DeepL received (segments are batched), the characters sent and the wall time; numbers
 * are printed, never asserted.
 */
import { performance } from 'node:perf_hooks';
import { seedAccounts } from '../supabase/embedded';
import { startTestServer } from '../supabase/embedded/testing';
import { checkKind, splitPost } from '../supabase/functions/_shared/markdown-segments';
import { languageCodes } from '../supabase/functions/_shared/languages';
import {
  deeplStandInEnv,
  startDeeplStandIn,
} from '../supabase/functions/translate/testing/provider-stand-ins';

const words = (count: number, seed: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      ['demo', 'visitor', 'pipeline', 'agency', 'client', 'report', 'product', 'team'][
        (index * 7 + seed) % 8
      ],
  ).join(' ');

/** About 1,500 words in the shapes posts have: headings, paragraphs with links and code, lists, a table. */
function longPost(): string {
  const sections: string[] = [];
  for (let section = 0; section < 10; section += 1) {
    sections.push(`## Section ${section + 1}: ${words(5, section)}`);
    sections.push(
      `${words(40, section)} [read the guide](/blog/guide-${section}) and run \`npm start\` with **${words(3, section)}**.`,
    );
    sections.push(
      `${words(30, section + 1)} ![chart ${section}](/blog/chart-${section}.png) ${words(10, section)}.`,
    );
    sections.push(
      ['- ', '- ', '- '].map((bullet, item) => `${bullet}${words(12, section + item)}`).join('\n'),
    );
    sections.push(
      `| ${words(2, section)} | ${words(3, section)} |\n|---|---|\n| ${words(4, section)} | ${words(4, section + 2)} |`,
    );
  }
  return sections.join('\n\n');
}

const deepl = await startDeeplStandIn();
const server = await startTestServer({
  functionsEnv: deeplStandInEnv(deepl.url, 'bench:fx'),
});
try {
  const client = server.client(
    await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword),
  );
  const body = longPost();
  const segments = splitPost({
    title: 'A long post for the benchmark',
    excerpt: words(25, 1),
    tags: ['Guides', 'Agencies'],
    body,
  });
  const targets = languageCodes.filter((code) => code !== 'en');
  const started = performance.now();
  const answers = await Promise.all(
    targets.map((targetLanguage) =>
      client.functions.invoke('translate', {
        body: {
          action: 'translate',
          sourceLanguage: 'en',
          targetLanguage,
          segments: segments.map((segment) => ({
            key: segment.key,
            text: segment.source,
            kind: checkKind(segment),
          })),
        },
      }),
    ),
  );
  const wall = performance.now() - started;
  for (const answer of answers) {
    const context = (answer.error as { context?: Response } | null)?.context;
    if (context) console.log(`failed: ${context.status} ${await context.text()}`);
  }
  const failed = answers.filter((answer) => answer.error);
  const refused = answers
    .flatMap((answer) => (answer.data?.results ?? []) as { ok: boolean }[])
    .filter((result) => !result.ok);
  const characters = answers.reduce((sum, answer) => sum + Number(answer.data?.characters ?? 0), 0);
  const translateRequests = deepl.requests.filter(
    (request) => request.path === '/v2/translate',
  ).length;
  console.log(
    `post: ${body.match(/\p{L}+/gu)?.length ?? 0} words, ${segments.length} segments; ${targets.length} languages`,
  );
  console.log(
    `function calls: ${targets.length} (failed ${failed.length}); segments refused: ${refused.length}`,
  );
  console.log(
    `DeepL requests: ${translateRequests} to /v2/translate (batched), ${deepl.requests.length - translateRequests} other`,
  );
  console.log(
    `characters sent: ${characters.toLocaleString('en')} (${Math.round(characters / targets.length).toLocaleString('en')} per language)`,
  );
  console.log(`wall time: ${Math.round(wall)} ms`);
} finally {
  await server.destroy();
  await deepl.close();
}
