/**
 * The admin's side of `npm run bench:inp`: the seed admin's session (put where supabase-js keeps
 * it, as the e2e suites do), a post of 5,000 words to type in, and the interactions an editor
 * makes there and in the Languages view.
 */
import type { BrowserContext } from '@playwright/test';
import { adminStorageKeys } from '../../src/config/stored-items';
import { en } from '../../src/i18n/locales/en';
import { embeddedAnonKey } from '../../src/lib/supabase';
import { seedAccounts } from '../../supabase/embedded';
import { pageSettled, press, type Interaction } from './inp-interactions';

export interface AdminSetup {
  /** The session as supabase-js stores it. */
  session: string;
  postId: string;
  origin: string;
}

/** The headers of a JSON request to the API as the signed-in admin. */
const asAdmin = (token: string) => ({
  apikey: embeddedAnonKey,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});

/** A paragraph of plain words, `count` long. */
const words = (count: number, seed: number) =>
  Array.from({ length: count }, (_, index) => `word${(index * 7 + seed) % 97}`).join(' ');

/** Signs the seed admin in over the API and writes a 5,000-word draft to type in. */
export async function prepareAdmin(origin: string): Promise<AdminSetup> {
  const signIn = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: embeddedAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: seedAccounts.admin.email,
      password: seedAccounts.admin.defaultPassword,
    }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const session = (await signIn.json()) as { access_token: string };
  // 50 paragraphs of 100 words: the length of a long guide.
  const body = Array.from({ length: 50 }, (_, index) => words(100, index)).join('\n\n');
  const created = await fetch(`${origin}/rest/v1/blog_posts?select=id`, {
    method: 'POST',
    headers: { ...asAdmin(session.access_token), Prefer: 'return=representation' },
    body: JSON.stringify({
      title: 'A 5,000-word guide',
      slug: `bench-inp-${Date.now()}`,
      content_markdown: body,
      category: 'Guides',
      status: 'draft',
    }),
  });
  if (!created.ok) throw new Error(`creating the post failed: ${created.status}`);
  const [row] = (await created.json()) as { id: string }[];
  return { session: JSON.stringify(session), postId: row!.id, origin };
}

/** Another editor's save of the bench post, over the API with the same account. */
async function colleagueSaves(setup: AdminSetup, changes: Record<string, string>) {
  const { access_token: token } = JSON.parse(setup.session) as { access_token: string };
  const response = await fetch(`${setup.origin}/rest/v1/blog_posts?id=eq.${setup.postId}`, {
    method: 'PATCH',
    headers: asAdmin(token),
    body: JSON.stringify(changes),
  });
  if (!response.ok) throw new Error(`the colleague's save failed: ${response.status}`);
}

/** Opens every page of `context` signed in as the admin. */
export async function signInAdmin(context: BrowserContext, setup: AdminSetup): Promise<void> {
  await context.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
    adminStorageKeys.adminSession,
    setup.session,
  ] as const);
}

const admin = en.admin;

export function adminInteractions(setup: AdminSetup): Interaction[] {
  const editor = `/admin/post/${setup.postId}`;
  return [
    {
      name: 'editor: typing in a 5,000-word post (per key)',
      path: editor,
      profiles: ['phone', 'desktop'],
      admin: true,
      before: async (page, run) => {
        if (run > 0) return;
        const content = page.getByLabel('Content');
        await content.focus();
        await content.press('Control+End');
      },
      act: (page, run) => page.keyboard.press('typed'[run % 5]!),
      after: (page) => page.waitForTimeout(300),
    },
    {
      name: 'editor: open History',
      path: editor,
      profiles: ['phone', 'desktop'],
      admin: true,
      act: (page, _run, profile) =>
        press(page.getByRole('button', { name: admin.history.open }), profile),
      after: async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      },
    },
    {
      // A colleague saved the title while this editor changed it too: Save is refused and the
      // merge panel asks which title to keep. Measured from the tap on Save draft (the bench post
      // is a draft) until the panel is shown.
      name: 'editor: save into a conflict (merge panel)',
      path: editor,
      profiles: ['phone', 'desktop'],
      admin: true,
      before: async (page, run) => {
        await page.getByLabel(admin.editor.fields.title).fill(`Retitled here, run ${run}`);
        await colleagueSaves(setup, { title: `Retitled by a colleague, run ${run}` });
      },
      act: async (page, _run, profile) => {
        await press(page.getByRole('button', { name: admin.editor.actions.saveDraft }), profile);
        await page.getByTestId('conflict').waitFor();
      },
      after: async (page) => {
        await page.reload();
        await pageSettled(page);
      },
    },
    {
      name: 'Languages view: filter by a missing language',
      path: '/admin?view=languages',
      profiles: ['phone', 'desktop'],
      admin: true,
      before: (page) => page.getByLabel('Missing in').focus(),
      act: (page, run) => page.keyboard.press(run % 2 ? 'ArrowUp' : 'ArrowDown'),
      after: (page) => page.waitForTimeout(500),
    },
  ];
}
