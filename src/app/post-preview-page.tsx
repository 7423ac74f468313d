import { RotateCcw } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AdminArea } from '@/features/admin/components/admin-area';
import { CenteredStatus } from '@/features/admin/components/centered-status';
import { PreviewBand } from '@/features/admin/components/preview-band';
import { PostArticle } from '@/features/blog/components/blog-post-page';
import { useLocale } from '@/i18n/use-locale';
import { usePostPreview } from '@/lib/posts/get-post-preview';
import { WithQueryClient } from '../with-query-client';

/**
 * A post read with the admin's token (drafts and scheduled posts included) and shown by the
 * blog's own post page, under a band saying it is a preview. Rendered per request and never
 * cached by `npm start` (an admin URL with a parameter), never indexed; nobody but an admin gets
 * past the gate, and the database would not give anyone else a draft anyway.
 */
function PostPreview({ id }: { id: string }) {
  const text = useLocale().messages.admin;
  const preview = usePostPreview(id, true);
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

/** /admin/post/:id/preview. A non-admin is sent to /admin. */
export function Component() {
  const text = useLocale().messages.admin;
  const id = useParams().id ?? '';
  return (
    <WithQueryClient>
      <PageHead
        title={text.previewPage.title}
        description={text.metaDescription}
        path={paths.adminPreviewPost(id)}
        noindex
      />
      <AdminArea deniedPath={paths.admin} bar={false}>
        <PostPreview key={id} id={id} />
      </AdminArea>
    </WithQueryClient>
  );
}
