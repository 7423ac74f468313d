// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import type { PostEditor } from '@/lib/posts/editing-leases';
import { alsoEditingText as text } from './editing-presence-text';

/** ICU versions differ in the space before AM/PM (U+202F or a plain one): compare plain. */
const alsoEditingText = (...args: Parameters<typeof text>) => text(...args).replace(/\s/g, ' ');

const now = new Date(2026, 10, 28, 16, 30);
const at = (hours: number, minutes: number, day = 28) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

const ana: PostEditor = {
  userId: 'user_ana',
  sessionId: 's1',
  name: 'ana@example.com',
  since: at(14, 2),
};
const me: PostEditor = {
  userId: 'user_me',
  sessionId: 's2',
  name: 'me@example.com',
  since: at(15, 10),
};
const unnamed: PostEditor = { userId: 'user_x', sessionId: 's3', name: null, since: at(9, 5) };

describe('alsoEditingText', () => {
  it('names one person and the time they opened the post', () => {
    expect(
      alsoEditingText([ana], { userId: 'user_me', text: en.admin.presence, language: 'en', now }),
    ).toBe('Also editing: ana@example.com since 2:02 PM');
  });

  it('lists several, says which is the admin in another window, and who is unnamed', () => {
    expect(
      alsoEditingText([ana, me, unnamed], {
        userId: 'user_me',
        text: en.admin.presence,
        language: 'en',
        now,
      }),
    ).toBe(
      'Also editing: ana@example.com since 2:02 PM, me@example.com (you, in another window) since 3:10 PM, and Another admin since 9:05 AM',
    );
  });

  it('speaks the admin’s language, with its time format and list words', () => {
    expect(
      alsoEditingText([ana, me], {
        userId: 'user_me',
        text: de.admin.presence,
        language: 'de',
        now,
      }),
    ).toBe(
      'Ebenfalls in Bearbeitung durch: ana@example.com seit 14:02 und me@example.com (Sie, in einem anderen Fenster) seit 15:10',
    );
  });

  it('adds the date when the post was opened on another day', () => {
    const yesterday = { ...ana, since: at(18, 45, 27) };
    expect(
      alsoEditingText([yesterday], { userId: null, text: en.admin.presence, language: 'en', now }),
    ).toBe('Also editing: ana@example.com since 11/27/26, 6:45 PM');
  });
});
