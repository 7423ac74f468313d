import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LocalizedLink } from '@/components/localized-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { isLanguageCode } from '@/config/languages';
import { paths, translateParams } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { usePostForEdit } from '@/lib/posts/get-post-for-edit';
import { toTranslationValues } from '../lib/post-payload';
import { CenteredStatus } from './centered-status';
import type { EditorStart } from '../hooks/use-editor-base';
import { PostEditorForm } from './post-editor-form';

/** When a save that brought the admin here happened (navigation state), if it did. */
function savedAtFrom(state: unknown): Date | null {
  const savedAt = (state as { savedAt?: unknown } | null)?.savedAt;
  return typeof savedAt === 'number' ? new Date(savedAt) : null;
}

/**
 * /admin/post/new creates a post (?translate=<id>&language=<code>: a translation of that post,
 * prefilled from it); /admin/post/:id loads that post into the editor.
 */
export function PostEditorPage({ id }: { id: string }) {
  const { messages } = useLocale();
  const text = messages.admin;
  const languageName = useLanguageName();
  const location = useLocation();
  const [params] = useSearchParams();
  const postId = id === 'new' ? null : id;
  const sourceId = postId ? null : params.get(translateParams.source);
  const targetLanguage = params.get(translateParams.language);
  const translating = Boolean(sourceId) && isLanguageCode(targetLanguage);
  const post = usePostForEdit(postId);
  const source = usePostForEdit(translating ? sourceId : null);
  const loading = postId ? post : translating ? source : null;

  const start = useMemo<EditorStart | undefined>(
    () =>
      source.data && isLanguageCode(targetLanguage)
        ? {
            values: toTranslationValues(source.data, targetLanguage),
            draftId: `translate-${source.data.id}-${targetLanguage}`,
          }
        : undefined,
    [source.data, targetLanguage],
  );

  useEffect(() => {
    if (post.isError) {
      toast.error(text.toast.error, {
        id: 'admin-post-load-failed',
        description: text.toast.loadPostFailed,
      });
    }
  }, [post.isError, text.toast]);

  return (
    <section className="container py-10 sm:py-14" aria-labelledby="post-editor-title">
      <LocalizedLink
        to={paths.admin}
        className="text-caption text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 font-medium"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {text.editor.backToPosts}
      </LocalizedLink>
      <h1 id="post-editor-title" className="text-display mt-3 mb-8">
        {postId
          ? text.editor.editTitle
          : translating
            ? text.editor.translateTitle
            : text.editor.newTitle}
      </h1>
      {start && source.data ? (
        <p
          className="text-body text-muted-foreground -mt-5 mb-8 max-w-3xl"
          data-testid="translate-note"
        >
          {format(text.editor.translateNote, {
            language: languageName(source.data.language),
            title: source.data.title,
          })}
        </p>
      ) : null}
      {loading?.isPending ? (
        <CenteredStatus label={text.shell.loading} />
      ) : loading?.isError ? (
        <div className="border-border rounded-xl border p-8 text-center">
          <p className="text-body">
            {postId ? text.editor.loadError : text.editor.translateSourceMissing}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button variant="outline" onClick={() => void loading.refetch()}>
              <RotateCcw aria-hidden />
              {text.editor.retry}
            </Button>
            <LocalizedLink to={paths.admin} className={buttonVariants({ variant: 'ghost' })}>
              {text.editor.backToPosts}
            </LocalizedLink>
          </div>
        </div>
      ) : (
        <PostEditorForm
          key={start?.draftId ?? id}
          postId={postId}
          post={post.data ?? null}
          start={start}
          savedAt={savedAtFrom(location.state)}
        />
      )}
    </section>
  );
}
