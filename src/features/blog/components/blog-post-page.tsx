import { ArrowLeft, ArrowRight, Clock, ExternalLinkIcon, Languages } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  defaultLanguage,
  hreflangTags,
  languageOrDefault,
  languages,
  languageTags,
  type LanguageCode,
} from '@/config/languages';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { setLanguageTargets } from '@/i18n/language-targets';
import { useLocale } from '@/i18n/use-locale';
import { absoluteUrl } from '@/lib/seo';
import { useCategoryLabel } from '../lib/use-category-label';
import { usePost } from '@/lib/posts/get-post';
import { postHeadDescription, postHeadTitle } from '@/lib/posts/post-head-text';
import { useTranslations, type PostTranslation } from '@/lib/posts/get-translations';
import { formatLongDate } from '@/i18n/dates';
import type { Post } from '@/lib/posts/types';
import { BlogFeedLink } from './blog-feed-link';
import { PostByline } from './post-byline';
import { PostJsonLd } from './post-json-ld';
import { ShareButton } from './share-button';
import { PostImage } from './post-image';
import { cn } from '@/lib/cn';
import { pageImageCrop, shareImageFor } from '@/lib/images/image-sources';
import { ExternalLink } from '@/components/layout/external-link';
import { LocalizedLink } from '@/components/localized-link';

function BackToBlog() {
  const { messages } = useLocale();
  return (
    <LocalizedLink
      to={paths.blog}
      className="text-caption text-muted-foreground hover:text-foreground focus-visible:outline-ring inline-flex items-center gap-2 rounded-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {messages.blog.post.backToBlog}
    </LocalizedLink>
  );
}

/** "Post Not Found" — also shown when loading the post failed. */
function PostNotFound({ slugOrId }: { slugOrId: string }) {
  const { messages } = useLocale();
  const text = messages.blog.post;
  return (
    <>
      <PageHead
        title={text.notFoundTitle}
        description={text.notFoundText}
        path={paths.blogPost(slugOrId)}
        noindex
      />
      <section className="container flex max-w-3xl flex-col items-start py-24 sm:py-32">
        <h1 className="text-display">{text.notFoundTitle}</h1>
        <p className="text-lead text-muted-foreground mt-4">{text.notFoundText}</p>
        <div className="mt-8">
          <BackToBlog />
        </div>
      </section>
    </>
  );
}

/**
 * The URLs of a post's versions: each translation at its own slug under its own language
 * prefix, x-default the English version (else the original). The post itself is always there,
 * even when its group could not be loaded.
 */
function postVersions(post: Post, translations: readonly PostTranslation[]) {
  const own = languageOrDefault(post.language);
  const group = translations.some((version) => version.id === post.id)
    ? translations
    : [
        ...translations,
        {
          id: post.id,
          slug: post.urlKey,
          title: post.title,
          language: own,
          original: post.groupId === post.id,
        },
      ];
  const url = (version: { slug: string; language: LanguageCode }) =>
    absoluteUrl(paths.blogPost(version.slug), version.language);
  const fallback =
    group.find((version) => version.language === defaultLanguage) ??
    group.find((version) => version.original) ??
    group[0]!;
  return {
    group,
    canonical: url({ slug: post.urlKey, language: own }),
    alternates: [
      ...group.map((version) => ({ hrefLang: hreflangTags[version.language], href: url(version) })),
      { hrefLang: 'x-default', href: url(fallback) },
    ],
  };
}

function PostHead({ post, versions }: { post: Post; versions: ReturnType<typeof postVersions> }) {
  const { messages } = useLocale();
  const categoryLabel = useCategoryLabel();
  const path = paths.blogPost(post.urlKey);
  return (
    <PageHead
      title={postHeadTitle(post, messages.blog.post.titleSuffix)}
      titleAsIs
      description={postHeadDescription(post)}
      path={path}
      type="article"
      image={shareImageFor(post.featuredImage)}
      versions={versions}
    >
      <BlogFeedLink />
      {post.date ? <meta property="article:published_time" content={post.date} /> : null}
      {post.updatedAt ? <meta property="article:modified_time" content={post.updatedAt} /> : null}
      <meta property="article:author" content={post.author} />
      <meta
        property="article:section"
        content={categoryLabel(post.category, languageOrDefault(post.language))}
      />
      {post.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
    </PageHead>
  );
}

/**
 * Above a post shown on a page of another language (the post has no version in it): says so in
 * the page's language, before the reader meets a body in a language they may not read.
 */
function OtherLanguageNote({
  post,
  versions,
}: {
  post: Post;
  versions: readonly PostTranslation[];
}) {
  const { messages, language } = useLocale();
  if (post.language === language) return null;
  const onlyEnglish =
    post.language === defaultLanguage && versions.every((version) => version.id === post.id);
  return (
    <p
      role="note"
      lang={languageTags[language]}
      data-testid="post-language-note"
      className="border-border bg-muted text-body mt-6 flex items-start gap-3 rounded-lg border px-4 py-3"
    >
      <Languages aria-hidden className="text-muted-foreground mt-1 size-4 shrink-0" />
      {onlyEnglish ? messages.blog.post.onlyInEnglish : messages.blog.post.notInThisLanguage}
    </p>
  );
}

/** "Also in: Deutsch · 日本語": the post's translations, each in its own language. */
function AlsoIn({ versions, current }: { versions: readonly PostTranslation[]; current: string }) {
  const { messages } = useLocale();
  const others = versions.filter((version) => version.id !== current);
  if (others.length === 0) return null;
  return (
    <nav
      aria-label={messages.blog.post.alsoIn}
      className="text-caption text-muted-foreground mt-6 flex flex-wrap items-center gap-x-2 gap-y-1"
      data-testid="post-translations"
    >
      <span>{messages.blog.post.alsoInLabel}</span>
      <ul className="flex flex-wrap items-center gap-x-2">
        {others.map((version, index) => (
          <li key={version.id} className="flex items-center gap-x-2">
            {index > 0 ? <span aria-hidden>·</span> : null}
            <LocalizedLink
              to={paths.blogPost(version.slug)}
              language={version.language}
              lang={version.language}
              hrefLang={languageTags[version.language]}
              // 24 px tall at least: a target a thumb can hit without its neighbour (WCAG 2.5.8).
              className="text-primary inline-flex min-h-6 items-center font-medium underline-offset-4 hover:underline"
            >
              {languages.find((language) => language.code === version.language)?.name}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A post's page once it is loaded: the blog's own, and the admin's preview (`preview`: the page
 * as readers will see it, without the head tags and structured data meant for crawlers; the
 * preview has a noindex head of its own).
 */
export function PostArticle({ post, preview = false }: { post: Post; preview?: boolean }) {
  const { messages, localizePath, language } = useLocale();
  const categoryLabel = useCategoryLabel();
  const text = messages.blog.post;
  const date = formatLongDate(language, post.date);
  const translations = useTranslations(post.groupId);
  const versions = useMemo(
    () => postVersions(post, translations.data ?? []),
    [post, translations.data],
  );

  // Switching language here opens the translation in that language, else that language's list.
  useEffect(() => {
    const targets: Partial<Record<LanguageCode, string>> = {};
    for (const version of versions.group) targets[version.language] = paths.blogPost(version.slug);
    setLanguageTargets({ paths: targets, otherwise: paths.blog });
    return () => setLanguageTargets(null);
  }, [versions]);

  return (
    <>
      {preview ? null : (
        <>
          <PostHead post={post} versions={versions} />
          <PostJsonLd
            post={post}
            section={categoryLabel(post.category, languageOrDefault(post.language))}
            url={versions.canonical}
          />
        </>
      )}
      <article lang={post.language} className="container max-w-3xl py-10 sm:py-14">
        <BackToBlog />
        <header className="mt-8">
          <div className="text-caption text-muted-foreground flex flex-wrap items-center gap-3">
            {/* The label is in the page's language, which an English post's page may not be. */}
            <Badge
              data-testid="post-category"
              lang={post.language === language ? undefined : language}
            >
              {categoryLabel(post.category)}
            </Badge>
            <span className="inline-flex items-center gap-1.5" data-testid="post-read-time">
              <Clock aria-hidden className="size-4" />
              {format(text.readTime, { minutes: post.readTime })}
            </span>
          </div>
          <h1 className="text-display mt-4 text-balance">{post.title}</h1>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <PostByline
              author={post.author}
              date={post.date}
              formatted={date}
              dateLang={post.language === language ? undefined : languageTags[language]}
              className="text-body"
              authorClassName="text-foreground font-semibold"
            />
            <ShareButton
              title={post.title}
              label={text.share}
              copiedMessage={text.linkCopied}
              failedMessage={text.copyFailed}
            />
          </div>
          <OtherLanguageNote post={post} versions={versions.group} />
          <AlsoIn versions={versions.group} current={post.id} />
        </header>

        {post.featuredImage ? (
          <PostImage
            value={post.featuredImage}
            layout="hero"
            alt={post.featuredImageAlt}
            priority
            className={cn('bg-muted mt-10 w-full rounded-xl object-cover', pageImageCrop.className)}
          />
        ) : null}

        <div
          className="prose prose-lg prose-headings:text-foreground prose-a:text-primary prose-img:rounded-lg mt-10 max-w-none break-words"
          data-testid="post-content"
          // Sanitized by normalizePost (DOMPurify) in the fetcher, on the server and in the browser alike.
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />

        {post.tags.length > 0 ? (
          <section aria-labelledby="post-tags" className="mt-10">
            <h2 id="post-tags" className="sr-only">
              {text.tagsLabel}
            </h2>
            <ul className="flex flex-wrap gap-2" data-testid="post-tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="muted">#{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="border-border mt-12 flex flex-wrap gap-3 border-t pt-8">
          <Button asChild variant="outline">
            <LocalizedLink to={paths.blog}>
              <ArrowLeft aria-hidden />
              {text.allPosts}
            </LocalizedLink>
          </Button>
          <Button asChild>
            <Link to={`${localizePath(paths.home)}#contact`}>
              {text.getStarted}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </article>

      <section aria-labelledby="post-cta" className="bg-ink text-white">
        <div className="container flex max-w-3xl flex-col items-start gap-4 py-16 sm:py-20">
          <h2 id="post-cta" className="text-heading text-balance">
            {text.ctaTitle}
          </h2>
          <p className="text-lead text-white/80">{text.ctaText}</p>
          <Button asChild variant="inverse" size="lg" className="mt-2">
            <ExternalLink href={site.appUrl}>
              {text.ctaButton}
              <ExternalLinkIcon aria-hidden />
            </ExternalLink>
          </Button>
        </div>
      </section>
    </>
  );
}

/** Blog post detail, found by slug (or by id when the link carried the id). */
export function BlogPostPage({ slugOrId }: { slugOrId: string }) {
  const { messages, language } = useLocale();
  // The address's language: a slug is unique within its language only.
  const { data: post, error, isPending } = usePost(language, slugOrId);

  // A failed detail request is logged and the visitor sees Post Not Found.
  useEffect(() => {
    if (error) console.error(`Loading blog post "${slugOrId}" failed.`, error);
  }, [error, slugOrId]);

  if (isPending) {
    return (
      <div className="container max-w-3xl py-24">
        <p role="status" className="text-lead text-muted-foreground text-center">
          {messages.blog.loading}
        </p>
      </div>
    );
  }
  if (!post) return <PostNotFound slugOrId={slugOrId} />;
  return <PostArticle post={post} />;
}
