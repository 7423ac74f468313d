/**
 * npm run bench:inp: how long each interaction takes to answer, in Debian's Chromium with the CPU
 * slowed 4× (DevTools throttling), on a 390 px phone (DPR 2, touch) and a 1440 px desktop. Serves
 * the build with `npm start` on a blog of --posts generated posts (default 2,000, so the list has
 * pages), opens each page until it has loaded and gone quiet, then runs each interaction --runs
 * times (default 5) and prints, per interaction and profile, the median and the worst of its
 * longest Event Timing duration (what INP reports for it) and the long tasks it caused. Numbers
 * are printed, never asserted. Options: --only <text> (interactions whose name contains it),
 * --runs N, --posts N, --readme (write the table into bench/README.md).
 * Needs a build (npm run build).
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { projectRoot } from '../server/paths';
import { cookieConsentStorageKey } from '../src/lib/cookie-consent';
import { writeBenchRecord } from './lib/bench-records';
import { chromiumFlags, chromiumPath } from './lib/chromium';
import { adminInteractions, prepareAdmin, signInAdmin, type AdminSetup } from './lib/inp-admin';
import {
  pageSettled,
  publicInteractions,
  type Interaction,
  type Profile,
} from './lib/inp-interactions';
import {
  measureInteraction,
  median,
  observeInteractions,
  throttleCpu,
  type InteractionTiming,
} from './lib/interaction-timing';
import { serveBuild } from './lib/serve';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option('--runs') ?? 5);
const posts = Number(option('--posts') ?? 2000);
const only = option('--only');
const port = Number(process.env.BENCH_PORT ?? 4395);
const slowdown = 4;
/** The goal per interaction on the phone profile (median of the runs). */
const targetMs = 100;

const profiles: Record<Profile, Parameters<Browser['newContext']>[0]> = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1440, height: 900 } },
};

const dataDir = path.join(projectRoot, '.data-bench-inp');
await rm(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir };
execFileSync('npx', ['tsx', 'scripts/db-seed-scale.ts', String(posts)], {
  cwd: projectRoot,
  env,
  stdio: 'inherit',
});
const { origin, stop } = await serveBuild({ port, env });

interface Row {
  name: string;
  profile: Profile;
  timings: InteractionTiming[];
  error?: string;
}

async function runInteraction(
  browser: Browser,
  interaction: Interaction,
  profile: Profile,
  admin: AdminSetup,
): Promise<Row> {
  const context = await browser.newContext({ ...profiles[profile], baseURL: origin });
  await observeInteractions(context);
  // Every request elsewhere fails, as for a visitor behind a blocker: nothing outside is measured.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  if (!interaction.keepBanner) {
    await context.addInitScript(
      (key) => localStorage.setItem(key, 'declined'),
      cookieConsentStorageKey,
    );
  }
  if (interaction.admin) await signInAdmin(context, admin);
  const page = await context.newPage();
  const timings: InteractionTiming[] = [];
  try {
    await page.goto(interaction.path);
    await pageSettled(page);
    await throttleCpu(page, slowdown);
    await page.waitForTimeout(1000);
    for (let run = 0; run < runs; run += 1) {
      await interaction.before?.(page, run);
      await page.waitForTimeout(300);
      timings.push(await measureInteraction(page, () => interaction.act(page, run, profile)));
      await interaction.after?.(page, run);
    }
    return { name: interaction.name, profile, timings };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { name: interaction.name, profile, timings, error: message };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (value === 0 ? '<16' : String(Math.round(value)));

function formatRow(row: Row): string {
  if (row.error && row.timings.length === 0) {
    return `| ${row.name} | ${row.profile} | — | — | — | — | failed: ${row.error} |`;
  }
  const durations = row.timings.map((timing) => timing.duration);
  const worst = row.timings.reduce((max, timing) =>
    timing.duration > max.duration ? timing : max,
  );
  const longTasks = Math.max(...row.timings.map((timing) => timing.longTaskMs));
  const mid = median(durations);
  const met = row.profile === 'phone' ? (mid <= targetMs ? 'yes' : 'NO') : '';
  return `| ${row.name} | ${row.profile} | ${ms(mid)} | ${ms(worst.duration)} (${worst.event}) | ${durations.map(ms).join(' ')} | ${longTasks} | ${met}${row.error ? ` (${row.error})` : ''} |`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const rows: Row[] = [];
try {
  const admin = await prepareAdmin(origin);
  const interactions = [...publicInteractions, ...adminInteractions(admin)].filter(
    (interaction) => !only || interaction.name.includes(only),
  );
  for (const interaction of interactions) {
    for (const profile of interaction.profiles) {
      const row = await runInteraction(browser, interaction, profile, admin);
      rows.push(row);
      console.log(formatRow(row));
    }
  }
} finally {
  await browser.close();
  stop();
}

const table = [
  `Event Timing in Chromium, CPU ${slowdown}× slower, ${runs} runs each, blog of ${posts} posts;`,
  `ms; <16 = under Chromium's 16 ms reporting floor; target ≤ ${targetMs} ms median on the phone.`,
  '',
  '| interaction | profile | median | worst (event) | each run | long tasks ms (worst run) | phone ≤ 100 |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(formatRow),
].join('\n');
console.log(`\n${table}`);
if (args.includes('--readme')) await writeBenchRecord('bench-inp', table);
