import { type ReactNode } from 'react';
import { isLanguageCode } from '@/config/languages';
import { format, formatCount } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { parseImageRef } from '@/lib/images/image-ref';
import { imageSources, pageImageCrop } from '@/lib/images/image-sources';
import { categoryLabel } from '@/lib/posts/category-label';
import { useCategoryNames } from '@/lib/posts/get-category-names';
import { usePostForEdit } from '@/lib/posts/get-post-for-edit';
import type { ComparedColumn, RevisionFields } from '@/lib/posts/revision-types';
import type { PostRow } from '@/lib/posts/types';
import { addedClass, BodyDiff, removedClass, WordDiff } from './revision-diff';

/** A value only in the current version, struck through, beside the one only in the revision. */
function Replaced({ current, other }: { current: ReactNode; other: ReactNode }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <del className={cn(removedClass, 'rounded-sm px-1')}>{current}</del>
      <span aria-hidden className="text-muted-foreground">
        →
      </span>
      <ins className={cn(addedClass, 'rounded-sm px-1')}>{other}</ins>
    </span>
  );
}

/** Tags kept plain; tags only now struck through, tags only in the revision underlined. */
function TagsDiff({ current, other }: { current: string[]; other: string[] }) {
  const chip = 'rounded-md border border-border px-2 py-0.5';
  const all = [...new Set([...current, ...other])];
  return (
    <ul className="text-caption flex flex-wrap gap-1.5">
      {all.map((tag) => (
        <li key={tag}>
          {!other.includes(tag) ? (
            <del className={cn(removedClass, chip)}>{tag}</del>
          ) : !current.includes(tag) ? (
            <ins className={cn(addedClass, chip)}>{tag}</ins>
          ) : (
            <span className={chip}>{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A featured image as a small thumbnail in the page's crop (pageImageCrop), or "No image". */
function ImageThumb({ value, alt }: { value: string | null; alt: string }) {
  const text = useLocale().messages.admin.versions;
  const ref = parseImageRef(value);
  if (!ref) return <span className="italic">{text.noImage}</span>;
  const sources = imageSources(ref, 'card');
  return (
    <img
      src={sources.webp ?? sources.src}
      srcSet={sources.srcSet}
      sizes="160px"
      alt={alt}
      className={cn('w-40 rounded-md object-cover align-middle', pageImageCrop.className)}
    />
  );
}

/** The post a translation link points at, by its title once loaded. */
function OriginalName({ id }: { id: string | null }) {
  const text = useLocale().messages.admin.versions;
  const original = usePostForEdit(id);
  if (!id) return <>{text.noOriginal}</>;
  return (
    <>
      {original.data
        ? format(text.translationOf, { title: original.data.title })
        : text.anotherPost}
    </>
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One field of a revision against the post now, shown as its kind reads best: the body line by
 * line, text word by word, tags one by one, an image as thumbnails, a language by its name, a
 * translation link by the original's title.
 */
export function FieldDiff({
  column,
  post,
  fields,
}: {
  column: ComparedColumn;
  post: PostRow;
  fields: RevisionFields;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.versions;
  const languageName = useLanguageName();
  const categoryNames = useCategoryNames('signed-in').data;
  const empty = <span className="italic">{text.empty}</span>;
  const textOr = (value: string) => (value ? value : empty);

  switch (column) {
    case 'content_markdown':
      return (
        <BodyDiff current={post.content_markdown ?? ''} other={fields.content_markdown ?? ''} />
      );
    case 'tags':
      return <TagsDiff current={post.tags} other={fields.tags ?? []} />;
    case 'read_time':
      return (
        <Replaced
          current={formatCount(text.readTime, post.read_time, language)}
          other={formatCount(text.readTime, fields.read_time ?? 0, language)}
        />
      );
    case 'category':
      return (
        <Replaced
          current={textOr(categoryLabel(categoryNames, post.category, language))}
          other={textOr(categoryLabel(categoryNames, fields.category ?? '', language))}
        />
      );
    case 'language':
      return (
        <Replaced
          current={languageName(post.language)}
          other={isLanguageCode(fields.language) ? languageName(fields.language) : empty}
        />
      );
    case 'translation_of':
      return (
        <Replaced
          current={<OriginalName id={post.translation_of} />}
          other={<OriginalName id={fields.translation_of ?? null} />}
        />
      );
    case 'featured_image':
      return (
        <span className="flex flex-wrap items-center gap-3">
          <span className="border-destructive rounded-lg border-2 border-dashed p-1">
            <ImageThumb value={post.featured_image} alt={messages.admin.history.legendRemoved} />
          </span>
          <span aria-hidden className="text-muted-foreground">
            →
          </span>
          <span className="border-success rounded-lg border-2 p-1">
            <ImageThumb
              value={fields.featured_image ?? null}
              alt={messages.admin.history.legendAdded}
            />
          </span>
        </span>
      );
    default: {
      const current = asText(post[column]);
      const other = asText(fields[column]);
      if (!current || !other) return <Replaced current={textOr(current)} other={textOr(other)} />;
      return (
        <span className={column === 'slug' ? 'font-mono break-all' : undefined}>
          <WordDiff current={current} other={other} />
        </span>
      );
    }
  }
}
