import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocale } from '@/i18n/use-locale';
import { useAutosavePost } from '@/lib/posts/autosave-post';
import type { PostPayload, PostRow } from '@/lib/posts/types';
import { toPostPayload } from '../lib/post-payload';
import { createPostFormSchema, type PostFormOutput, type PostFormValues } from '../schemas';
import { useServerAutosave } from './use-server-autosave';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * The editor's server autosave: only a post saved as a draft (a new post is kept in this browser
 * until its first deliberate save, which gives it its address), only when the form is a valid
 * draft (draft rules: a title and slug), checked quietly (no error appears under a field while
 * typing), saved over exactly the version the editor holds.
 */
export function useDraftServerAutosave({
  form,
  post,
  enabled,
  values,
  expectedUpdatedAt,
  onSaved,
}: {
  form: PostForm;
  post: PostRow | null;
  enabled: boolean;
  values: PostFormValues | null;
  expectedUpdatedAt: string;
  onSaved: (saved: PostRow) => void;
}) {
  const validation = useLocale().messages.admin.editor.validation;
  const draftSchema = useMemo(() => createPostFormSchema(validation, 'draft'), [validation]);
  const autosave = useAutosavePost();
  const postId = post?.id ?? null;
  return useServerAutosave<PostPayload & { status: 'draft' }>({
    enabled: enabled && postId !== null && post?.status === 'draft',
    values,
    prepare: () => {
      const parsed = draftSchema.safeParse(form.getValues());
      if (!parsed.success || !postId) return null;
      const payload = toPostPayload(parsed.data, {
        postId,
        now: new Date(),
        publication: { kind: 'draft' },
      });
      return { ...payload, status: 'draft' };
    },
    save: (payload) => autosave.mutateAsync({ id: postId ?? '', payload, expectedUpdatedAt }),
    onSaved,
  });
}
