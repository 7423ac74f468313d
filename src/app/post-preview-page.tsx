import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PostArticle } from '@/features/blog/components/blog-post-page';
import { useLocale } from '@/i18n/use-locale';
import { usePostPreview } from '@/lib/posts/get-post-preview';
import { AdminArea } from '@/features/admin/components/admin-area';
import { CenteredStatus } from '@/features/admin/components/centered-status';
import { PreviewBand } from '@/features/admin/components/preview-band';

/**
 * A post read with the admin's token (drafts and scheduled posts included) and shown by the
 * blog's own post page, under a band saying it is a preview.
 */
function PostPreview({ slugOrId }: { slugOrId: string }) {
  const { messages, language } = useLocale();
  const text = messages.admin;
  // The address's language: a slug is unique within its language only.
  const preview = usePostPreview(language, slugOrId, true);
  if (preview.isPending) return <CenteredStatus label={text.shell.loading} />;
  if (preview.isError || !preview.data) {
    return (
      <div className="container max-w-3xl py-24 text-center">
        <p className="text-lead">
          {preview.isError ? text.editor.loadError : text.previewPage.notFound}
        </p>
        {preview.isError ? (
          <Button variant="outline" className="mt-4" onClick={() => void preview.refetch()}>
            <RotateCcw aria-hidden />
            {text.editor.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  const post = preview.data;
  return (
    <>
      <PreviewBand
        postId={post.id}
        urlKey={post.urlKey}
        language={post.language}
        state={post.state}
        publishedAt={post.publishedAt}
      />
      <PostArticle post={post} preview />
    </>
  );
}

/**
 * `?preview` on a post's own address. The server answers it with this page's waiting state,
 * uncached and unindexed; the browser then checks the admin and reads the post with their
 * token. A visitor who is not an admin is sent to /admin, and the database would not give them
 * a draft anyway.
 */
export function PostPreviewPage({ slugOrId }: { slugOrId: string }) {
  return (
    <AdminArea deniedPath={paths.admin} bar={false}>
      <PostPreview key={slugOrId} slugOrId={slugOrId} />
    </AdminArea>
  );
}
