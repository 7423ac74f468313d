import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { getPostForEdit } from '@/lib/posts/get-post-for-edit';
import { postQueries } from '@/lib/posts/query-keys';
import type { PostRow } from '@/lib/posts/types';
import type { PostConflictError } from '@/lib/posts/write-errors';
import { toFormValues } from '../lib/post-payload';
import type { PostFormOutput, PostFormValues } from '../schemas';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;
type Field = keyof PostFormValues;

/** The fields compared, in the form's order, with the label key each shows. */
const fields = [
  ['title', 'title'],
  ['slug', 'slug'],
  ['excerpt', 'excerpt'],
  ['content_markdown', 'content'],
  ['author', 'author'],
  ['category', 'category'],
  ['language', 'language'],
  ['translation_of', 'translationOf'],
  ['tags', 'tags'],
  ['meta_description', 'metaDescription'],
  ['seo_title', 'seoTitle'],
  ['read_time', 'readTime'],
  ['featured_image', 'featuredImage'],
  ['featured_image_alt', 'featuredImageAlt'],
] as const satisfies readonly (readonly [Field, string])[];

/**
 * A save refused because someone else saved the post since it was loaded: focus moves here, the
 * admin's work stays in the form, and each field that differs from the newer version shows both,
 * theirs and yours, to take theirs or keep editing. Nothing is discarded without a click, and
 * saving over the newer version is a deliberate choice (onOverwrite).
 */
export function ConflictResolver({
  reason,
  postId,
  form,
  onOverwrite,
}: {
  reason: PostConflictError['reason'];
  postId: string | null;
  form: PostForm;
  /** The admin keeps the form: the next save goes over `latest`. */
  onOverwrite: (latest: PostRow) => void;
}) {
  const { messages } = useLocale();
  const text = messages.admin.editor.conflict;
  const labels = messages.admin.editor.fields;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const latest = useQuery({
    queryKey: [...postQueries.forEdit(postId ?? ''), 'latest'],
    queryFn: () => getPostForEdit(postId ?? ''),
    enabled: reason === 'changed' && Boolean(postId),
    staleTime: 0,
    gcTime: 0,
  });
  const mine = useWatch({ control: form.control }) as PostFormValues;
  const theirs = latest.data ? toFormValues(latest.data) : null;
  const differing = theirs ? fields.filter(([field]) => mine[field] !== theirs[field]) : [];

  function takeTheirs(field: Field) {
    if (!theirs) return;
    form.setValue(field, theirs[field], {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  }

  const shown = (value: PostFormValues[Field]) =>
    value === null || value === '' ? text.empty : String(value);

  return (
    <section
      role="alert"
      aria-labelledby={`${id}-title`}
      className="border-destructive/40 bg-destructive/5 grid gap-4 rounded-xl border p-4 sm:p-5"
      data-testid="conflict"
    >
      <div className="flex gap-3">
        <TriangleAlert aria-hidden className="text-destructive mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <h2
            id={`${id}-title`}
            ref={heading}
            tabIndex={-1}
            className="text-body font-semibold outline-none"
          >
            {text.title}
          </h2>
          <p className="text-caption text-muted-foreground max-w-3xl">
            {reason === 'deleted' ? text.deleted : text.compare}
          </p>
        </div>
      </div>
      {reason === 'deleted' ? null : latest.isPending ? (
        <p className="text-caption text-muted-foreground flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {text.loading}
        </p>
      ) : latest.isError || !theirs ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-caption">{text.loadFailed}</p>
          <Button type="button" size="sm" variant="outline" onClick={() => void latest.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <>
          {differing.length === 0 ? (
            <p className="text-caption">{text.same}</p>
          ) : (
            <ul className="grid gap-3">
              {differing.map(([field, label]) => (
                <li
                  key={field}
                  data-field={field}
                  className="border-border bg-background grid gap-2 rounded-lg border p-3"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-caption font-semibold">{labels[label]}</span>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => takeTheirs(field)}
                    >
                      {text.useTheirs}
                    </Button>
                  </div>
                  <div className="grid gap-2 md:grid-cols-2">
                    {(
                      [
                        [text.theirs, theirs[field]],
                        [text.yours, mine[field]],
                      ] as const
                    ).map(([who, value]) => (
                      <div key={who} className="grid gap-1">
                        <span className="text-micro text-muted-foreground font-semibold">
                          {who}
                        </span>
                        <p className="text-caption bg-muted max-h-40 overflow-y-auto rounded-md p-2 break-words whitespace-pre-wrap">
                          {shown(value)}
                        </p>
                      </div>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {differing.length > 0 ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => differing.forEach(([field]) => takeTheirs(field))}
              >
                {text.useAllTheirs}
              </Button>
            ) : null}
            <Button
              type="button"
              onClick={() => onOverwrite(latest.data)}
              aria-describedby={`${id}-overwrite`}
            >
              {text.overwrite}
            </Button>
            <span id={`${id}-overwrite`} className="text-caption text-muted-foreground">
              {text.overwriteHint}
            </span>
          </div>
        </>
      )}
    </section>
  );
}
