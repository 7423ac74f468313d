// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyPostForm, type PostFormOutput, type PostFormValues } from '../schemas';
import { useSlugFromTitle } from './use-slug-from-title';

/** The hook over a real react-hook-form form, as the editor uses it (fields never mounted). */
function slugFromTitle(initiallyEdited: boolean, language = 'en', originalSlug?: string) {
  return renderHook(() => {
    const form = useForm<PostFormValues, unknown, PostFormOutput>({
      defaultValues: { ...emptyPostForm(), language } as PostFormValues,
    });
    return { form, ...useSlugFromTitle(form, initiallyEdited, originalSlug) };
  });
}

type Hook = ReturnType<typeof slugFromTitle>['result'];

// The registrations' handlers are what the inputs call; react-hook-form tells a change from a
// blur by the event's type and reads the value from its target.
const typeTitle = (result: Hook, value: string) =>
  act(() =>
    result.current.titleField.onChange({ type: 'change', target: { name: 'title', value } }),
  );
const typeSlug = (result: Hook, value: string) =>
  act(() => result.current.slugField.onChange({ type: 'change', target: { name: 'slug', value } }));
const leaveSlug = (result: Hook) =>
  act(() =>
    result.current.slugField.onBlur({
      type: 'blur',
      target: { name: 'slug', value: result.current.form.getValues('slug') },
    }),
  );
const slug = (result: Hook) => result.current.form.getValues('slug');

describe('useSlugFromTitle', () => {
  it('derives the slug from the title while the author has not typed one', async () => {
    const { result } = slugFromTitle(false);
    await typeTitle(result, 'Crème brûlée: 3 AI demos!');
    expect(slug(result)).toBe('creme-brulee-3-ai-demos');
    expect(result.current.slugEdited).toBe(false);
    // A derived slug is a change like any other: the form is dirty, so the draft keeps it.
    expect(result.current.form.getFieldState('slug').isDirty).toBe(true);
  });

  it('stops following the title once the slug is typed by hand', async () => {
    const { result } = slugFromTitle(false);
    await typeTitle(result, 'First title');
    await typeSlug(result, 'my-own-slug');
    expect(result.current.slugEdited).toBe(true);
    await typeTitle(result, 'Second title');
    expect(slug(result)).toBe('my-own-slug');
  });

  it('follows the title again when the typed slug is emptied', async () => {
    const { result } = slugFromTitle(false);
    await typeSlug(result, 'my-own-slug');
    await typeSlug(result, '');
    expect(result.current.slugEdited).toBe(false);
    await typeTitle(result, 'Back to the title');
    expect(slug(result)).toBe('back-to-the-title');
  });

  it('keeps the current slug when a title has no Latin letters (a Japanese translation)', async () => {
    const { result } = slugFromTitle(false);
    await typeTitle(result, 'Launch day');
    expect(slug(result)).toBe('launch-day');
    await typeTitle(result, '発売日');
    expect(slug(result)).toBe('launch-day');
    await typeTitle(result, '');
    expect(slug(result)).toBe('');
  });

  it('writes German umlauts as ae, oe, ue in a German post, and drops them elsewhere', async () => {
    const german = slugFromTitle(false, 'de').result;
    await typeTitle(german, 'Zu löschende Beiträge');
    expect(slug(german)).toBe('zu-loeschende-beitraege');
    const english = slugFromTitle(false, 'en').result;
    await typeTitle(english, 'Zu löschende Beiträge');
    expect(slug(english)).toBe('zu-loschende-beitrage');
  });

  it('suggests the original’s slug for a Japanese translation', async () => {
    const { result } = slugFromTitle(false, 'ja', 'launch-day');
    await typeTitle(result, 'AI 発売日');
    expect(slug(result)).toBe('launch-day');
  });

  it('leaves the slug alone when it starts as the author’s own (an existing post, a draft)', async () => {
    const { result } = slugFromTitle(true);
    await typeSlug(result, 'published-slug');
    await typeTitle(result, 'A new title');
    expect(slug(result)).toBe('published-slug');
    expect(result.current.slugEdited).toBe(true);
  });

  it('tidies a typed slug that is not URL-safe when the field is left, and only then', async () => {
    const { result } = slugFromTitle(false);
    await typeSlug(result, 'Hello World');
    expect(slug(result)).toBe('Hello World');
    await leaveSlug(result);
    expect(slug(result)).toBe('hello-world');

    await typeSlug(result, 'already-fine-2');
    await leaveSlug(result);
    expect(slug(result)).toBe('already-fine-2');
  });

  it('hands setSlugEdited to the form, for discarding a draft', async () => {
    const { result } = slugFromTitle(true);
    act(() => result.current.setSlugEdited(false));
    await typeTitle(result, 'Follows again');
    expect(slug(result)).toBe('follows-again');
  });
});
