import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { LocalizedLink } from '@/components/localized-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { languages, languageTags } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { useCreatePost } from '@/lib/posts/create-post';
import type { PostRow, PostState } from '@/lib/posts/types';
import { useUpdatePost } from '@/lib/posts/update-post';
import {
  DuplicateSlugError,
  DuplicateTranslationError,
  PostConflictError,
  TranslationLinkError,
} from '@/lib/posts/write-errors';
import { absoluteUrl } from '@/lib/seo';
import { useDraftAutosave, useRestoredDraft } from '../hooks/use-draft-autosave';
import { useSlugFromTitle } from '../hooks/use-slug-from-title';
import { toFormValues, toPostPayload, type Publication } from '../lib/post-payload';
import {
  defaultScheduleTime,
  formatDateTime,
  fromLocalInput,
  localTimeZone,
  toLocalInput,
} from '../lib/publish-time';
import {
  createPostFormSchema,
  emptyPostForm,
  postLimits,
  type PostFormOutput,
  type PostFormValues,
} from '../schemas';
import { ConflictAlert } from './conflict-alert';
import { FeaturedImageField } from './featured-image-field';
import { FormField } from './form-field';
import { PostHistoryButton } from './post-history-button';
import { PostPreview } from './post-preview';
import { PublishingPanel, type PublishingChoice } from './publishing-panel';
import { RestoredDraftNotice } from './restored-draft-notice';
import { TranslationOfField } from './translation-of-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** Where a loaded post stands now (a scheduled post whose time has come is published). */
function stateOf(post: PostRow | null): PostState | 'new' {
  if (!post) return 'new';
  if (post.status === 'draft' || !post.published_at) return 'draft';
  return Date.parse(post.published_at) > Date.now() ? 'scheduled' : 'published';
}

/** What the secondary button does: keep it to admins (a draft). */
type SaveAction = 'primary' | 'draft';

/**
 * The post editor, plus what editors expect: the slug follows the title until typed by hand
 * (useSlugFromTitle), a live preview, counters, a local draft that survives reloads
 * (useDraftAutosave), a prompt before leaving, and optimistic concurrency (a save over someone
 * else's newer save is refused, ConflictAlert).
 */
export function PostEditorForm({
  postId,
  post,
  onReload,
}: {
  /** null for a new post. */
  postId: string | null;
  post: PostRow | null;
  /** Fetches the latest version of the post and restarts the editor with it. */
  onReload: () => Promise<void>;
}) {
  const { messages, localizePath, language } = useLocale();
  const text = messages.admin;
  const fieldText = text.editor.fields;
  const languageName = useLanguageName();
  const navigate = useNavigate();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;

  const base = useMemo(
    () => (post ? toFormValues(post) : emptyPostForm(language)),
    [post, language],
  );
  const { restored, dismiss: dismissRestored } = useRestoredDraft(postId, base);
  const [baseUpdatedAt, setBaseUpdatedAt] = useState<string | null>(
    restored ? restored.baseUpdatedAt : (post?.updated_at ?? null),
  );
  const [conflict, setConflict] = useState<PostConflictError['reason'] | null>(null);
  const [reloading, setReloading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const state = stateOf(post);
  const [publishing, setPublishing] = useState<PublishingChoice>(() => ({
    when: state === 'scheduled' ? 'later' : 'now',
    scheduleAt: toLocalInput(
      state === 'scheduled' && post?.published_at
        ? new Date(post.published_at)
        : defaultScheduleTime(new Date()),
    ),
    republish: false,
  }));
  const [scheduleError, setScheduleError] = useState<string | null>(null);

  const schema = useMemo(
    () => createPostFormSchema(text.editor.validation),
    [text.editor.validation],
  );
  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: base,
    // A restored draft goes over the saved values, which stay the defaults: the form is then
    // "dirty" against the saved post, and leaving asks first.
    values: restored?.values,
    resetOptions: { keepDefaultValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  // An existing post keeps its published URL unless the author changes it deliberately.
  const { titleField, slugField, slugEdited, setSlugEdited } = useSlugFromTitle(
    form,
    restored?.slugEdited ?? post !== null,
  );

  const create = useCreatePost();
  const update = useUpdatePost();
  const saving = isSubmitting || create.isPending || update.isPending;

  const watched = useWatch({ control });
  const values = useMemo(() => ({ ...base, ...watched }) as PostFormValues, [base, watched]);
  const drafts = useDraftAutosave(postId, {
    values: isDirty ? values : null,
    baseUpdatedAt,
    slugEdited,
  });

  // Whether leaving would lose work; read by the blocker at the moment of navigation.
  const shouldBlock = useRef(false);
  useEffect(() => {
    shouldBlock.current = isDirty && !drafts.isFinished();
  }, [isDirty, drafts]);

  function discardDraft() {
    drafts.clear();
    form.reset(base);
    setBaseUpdatedAt(post?.updated_at ?? null);
    setSlugEdited(post !== null);
    dismissRestored();
    toast(text.editor.draft.discarded);
  }

  async function reloadPost() {
    setReloading(true);
    // The remount must not write this form's values back as a draft.
    drafts.finish();
    try {
      await onReload();
    } catch {
      drafts.resume();
      toast.error(text.toast.error, { description: text.toast.loadPostFailed });
    } finally {
      setReloading(false);
    }
  }

  /**
   * The Publication a button stands for: the secondary one makes a draft; the primary one
   * publishes, schedules, or (a published post) keeps or moves the date. Null when the schedule
   * time is missing or past (its message is then under the field).
   */
  function publicationFor(action: SaveAction): Publication | null {
    setScheduleError(null);
    if (action === 'draft') return { kind: 'draft' };
    if (state === 'published') {
      return publishing.republish || !post?.published_at
        ? { kind: 'publish' }
        : { kind: 'keep', publishedAt: post.published_at };
    }
    if (publishing.when === 'now') return { kind: 'publish' };
    const at = fromLocalInput(publishing.scheduleAt);
    if (!at) {
      setScheduleError(text.editor.publishing.scheduleRequired);
      return null;
    }
    if (at.getTime() <= Date.now()) {
      setScheduleError(text.editor.publishing.schedulePast);
      return null;
    }
    return { kind: 'schedule', at };
  }

  /** The success message of a save (created / updated, as before; the new actions say what happened). */
  function savedMessage(publication: Publication): string {
    const toast = text.toast;
    switch (publication.kind) {
      case 'draft':
        return state === 'published' || state === 'scheduled'
          ? toast.unpublished
          : toast.draftSaved;
      case 'schedule':
        return format(toast.scheduled, {
          date: `${formatDateTime(publication.at, languageTags[language])} (${localTimeZone()})`,
        });
      case 'publish':
        return postId === null ? toast.created : toast.published;
      case 'keep':
        return toast.updated;
    }
  }

  async function onSubmit(output: PostFormOutput, action: SaveAction) {
    setConflict(null);
    const publication = publicationFor(action);
    if (!publication) return;
    const payload = toPostPayload(output, { postId, now: new Date(), publication });
    try {
      if (postId) {
        await update.mutateAsync({
          id: postId,
          payload,
          expectedUpdatedAt: baseUpdatedAt ?? post?.updated_at ?? '',
        });
      } else {
        await create.mutateAsync(payload);
      }
    } catch (error) {
      toast.error(text.toast.error, { description: text.toast.saveFailed });
      if (error instanceof DuplicateTranslationError) {
        setError(
          'language',
          {
            type: 'server',
            message: format(text.editor.validation.translationTaken, {
              language: languageName(output.language),
            }),
          },
          { shouldFocus: true },
        );
      } else if (error instanceof TranslationLinkError) {
        setError('translation_of', {
          type: 'server',
          message: text.editor.validation.translationOriginal,
        });
      } else if (error instanceof DuplicateSlugError) {
        setError(
          'slug',
          { type: 'server', message: text.editor.validation.slugTaken },
          { shouldFocus: true },
        );
      } else if (error instanceof PostConflictError) {
        setConflict(error.reason);
      }
      return;
    }
    drafts.finish();
    shouldBlock.current = false;
    toast.success(text.toast.success, { description: savedMessage(publication) });
    navigate(localizePath(paths.admin));
  }

  const later = publishing.when === 'later';
  const primaryLabel =
    state === 'new'
      ? later
        ? text.editor.actions.schedule
        : text.editor.create
      : state === 'draft'
        ? later
          ? text.editor.actions.schedule
          : text.editor.actions.publish
        : state === 'scheduled'
          ? later
            ? text.editor.update
            : text.editor.actions.publishNow
          : text.editor.update;

  const restoredIsStale = Boolean(restored && post && restored.baseUpdatedAt !== post.updated_at);
  // Where the post will be read, in its own language.
  const postUrl = absoluteUrl(paths.blogPost(values.slug ?? ''), values.language ?? 'en');

  return (
    <div className="grid gap-6">
      {post ? (
        <div className="flex justify-end">
          <PostHistoryButton
            post={post}
            unsavedChanges={isDirty}
            onRestored={() => void reloadPost()}
          />
        </div>
      ) : null}
      {restored ? (
        <RestoredDraftNotice draft={restored} stale={restoredIsStale} onDiscard={discardDraft} />
      ) : null}
      {conflict ? (
        <ConflictAlert reason={conflict} reloading={reloading} onReload={() => void reloadPost()} />
      ) : null}

      <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          onSubmit={(event) => void handleSubmit((output) => onSubmit(output, 'primary'))(event)}
          noValidate
          className="grid content-start gap-5"
        >
          <p className="text-caption text-muted-foreground">{text.editor.requiredHint}</p>
          <FormField
            id={fieldId('title')}
            label={fieldText.title}
            required
            error={errors.title?.message}
          >
            {(control) => <Input {...control} {...titleField} autoComplete="off" />}
          </FormField>
          <FormField
            id={fieldId('slug')}
            label={fieldText.slug}
            required
            error={errors.slug?.message}
            hint={format(fieldText.slugHint, { url: postUrl })}
          >
            {(control) => (
              <Input
                {...control}
                {...slugField}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="font-mono"
              />
            )}
          </FormField>
          <FormField
            id={fieldId('excerpt')}
            label={fieldText.excerpt}
            hint={fieldText.excerptHint}
            error={errors.excerpt?.message}
            count={{ value: (values.excerpt ?? '').length, max: postLimits.excerpt }}
          >
            {(control) => (
              <Textarea {...control} {...register('excerpt')} rows={3} variant="short" />
            )}
          </FormField>
          <FormField
            id={fieldId('content')}
            label={fieldText.content}
            required
            hint={fieldText.contentHint}
            error={errors.content_markdown?.message}
          >
            {(control) => (
              <Textarea {...control} {...register('content_markdown')} rows={16} variant="code" />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={fieldId('author')}
              label={fieldText.author}
              required
              error={errors.author?.message}
            >
              {(control) => <Input {...control} {...register('author')} />}
            </FormField>
            <FormField
              id={fieldId('category')}
              label={fieldText.category}
              required
              error={errors.category?.message}
            >
              {(control) => <Input {...control} {...register('category')} />}
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            <FormField
              id={fieldId('language')}
              label={fieldText.language}
              required
              error={errors.language?.message}
            >
              {(control) => (
                <select
                  {...control}
                  {...register('language')}
                  className="border-input bg-background text-body focus-visible:outline-ring block h-11 w-full rounded-lg border px-3 focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {languages.map((option) => (
                    <option key={option.code} value={option.code} lang={option.code}>
                      {option.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id={fieldId('translation-of')}
              label={fieldText.translationOf}
              hint={fieldText.translationOfHint}
              error={errors.translation_of?.message}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="translation_of"
                  render={({ field }) => (
                    <TranslationOfField
                      control={control}
                      value={field.value}
                      onChange={field.onChange}
                      postId={postId}
                    />
                  )}
                />
              )}
            </FormField>
          </div>
          <FormField id={fieldId('tags')} label={fieldText.tags} hint={fieldText.tagsHint}>
            {(control) => <Input {...control} {...register('tags')} autoComplete="off" />}
          </FormField>
          <FormField
            id={fieldId('meta')}
            label={fieldText.metaDescription}
            hint={fieldText.metaDescriptionHint}
            error={errors.meta_description?.message}
            count={{
              value: (values.meta_description ?? '').length,
              max: postLimits.metaDescription,
            }}
          >
            {(control) => (
              <Textarea {...control} {...register('meta_description')} rows={2} variant="line" />
            )}
          </FormField>
          <FormField
            id={fieldId('read-time')}
            label={fieldText.readTime}
            hint={fieldText.readTimeUnit}
            error={errors.read_time?.message}
          >
            {(control) => (
              <div className="w-32">
                <Input
                  {...control}
                  {...register('read_time', { valueAsNumber: true })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                />
              </div>
            )}
          </FormField>
          <FeaturedImageField
            id={fieldId('image')}
            value={values.featured_image ?? null}
            onChange={(url) => setValue('featured_image', url, { shouldDirty: true })}
            onUploadingChange={setUploading}
          />

          <PublishingPanel
            postId={postId}
            state={state}
            publishedAt={post?.published_at ?? null}
            language={values.language ?? 'en'}
            slug={post?.slug ?? ''}
            choice={publishing}
            onChange={(next) => {
              setPublishing(next);
              setScheduleError(null);
            }}
            scheduleError={scheduleError}
          />

          <div className="border-border flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:flex-wrap sm:justify-end">
            <LocalizedLink to={paths.admin} className={buttonVariants({ variant: 'outline' })}>
              {text.editor.cancel}
            </LocalizedLink>
            <Button
              type="button"
              variant="outline"
              disabled={saving || uploading}
              onClick={(event) => void handleSubmit((output) => onSubmit(output, 'draft'))(event)}
            >
              {state === 'published'
                ? text.editor.actions.unpublish
                : state === 'scheduled'
                  ? text.editor.actions.unschedule
                  : text.editor.actions.saveDraft}
            </Button>
            <Button type="submit" disabled={saving || uploading} aria-busy={saving || undefined}>
              {saving ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
              {saving ? text.editor.saving : primaryLabel}
            </Button>
          </div>
        </form>

        <aside
          aria-label={text.editor.preview.heading}
          className="grid content-start gap-6 xl:sticky xl:top-24 xl:self-start"
        >
          <PostPreview values={values} />
        </aside>
      </div>

      <UnsavedChangesGuard shouldBlock={shouldBlock} onDiscard={drafts.finish} />
    </div>
  );
}
