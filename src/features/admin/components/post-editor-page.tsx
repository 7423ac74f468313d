import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { postForEditQueryOptions, usePostForEdit } from '@/lib/posts/get-post-for-edit';
import { CenteredStatus } from './centered-status';
import { PostEditorForm } from './post-editor-form';
import { LocalizedLink } from '@/components/localized-link';

/** /admin/post/new creates a post; /admin/post/:id loads that post into the editor. */
export function PostEditorPage({ id }: { id: string }) {
  const { messages } = useLocale();
  const text = messages.admin;
  const postId = id === 'new' ? null : id;
  const post = usePostForEdit(postId);
  const queryClient = useQueryClient();
  // A new key restarts the form from the freshly loaded post (after a conflict).
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (post.isError) {
      toast.error(text.toast.error, {
        id: 'admin-post-load-failed',
        description: text.toast.loadPostFailed,
      });
    }
  }, [post.isError, text.toast]);

  async function reload() {
    if (!postId) return;
    await queryClient.fetchQuery({ ...postForEditQueryOptions(postId), staleTime: 0 });
    setFormKey((key) => key + 1);
  }

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
        {postId ? text.editor.editTitle : text.editor.newTitle}
      </h1>
      {postId && post.isPending ? (
        <CenteredStatus label={text.shell.loading} />
      ) : postId && post.isError ? (
        <div className="border-border rounded-xl border p-8 text-center">
          <p className="text-body">{text.editor.loadError}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button variant="outline" onClick={() => void post.refetch()}>
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
          key={`${id}-${formKey}`}
          postId={postId}
          post={post.data ?? null}
          onReload={reload}
        />
      )}
    </section>
  );
}
