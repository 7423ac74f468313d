import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { useCreatePost } from '@/lib/posts/create-post';
import type { PostPayload, PostRow, PostUpdate } from '@/lib/posts/types';
import { useUpdatePost } from '@/lib/posts/update-post';
import {
  DuplicateSlugError,
  DuplicateTranslationError,
  PostConflictError,
  TranslationLinkError,
} from '@/lib/posts/write-errors';
import type { PostFormOutput, PostFormValues } from '../schemas';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * Saves the editor's post: creates it, or updates it only if nobody saved since
 * `expectedUpdatedAt`. A refusal is explained where it belongs (a taken slug or language under
 * its field, with focus there; someone else's newer save as `conflict`) plus a toast, and
 * resolves to null: the form keeps everything typed.
 */
export function usePostSave(form: PostForm, postId: string | null) {
  const text = useLocale().messages.admin;
  const languageName = useLanguageName();
  const create = useCreatePost();
  const update = useUpdatePost();
  const [conflict, setConflict] = useState<PostConflictError['reason'] | null>(null);

  async function save(
    payload: PostPayload & PostUpdate,
    expectedUpdatedAt: string,
  ): Promise<PostRow | null> {
    setConflict(null);
    try {
      return postId
        ? await update.mutateAsync({ id: postId, payload, expectedUpdatedAt })
        : await create.mutateAsync(payload);
    } catch (error) {
      toast.error(text.toast.error, { description: text.toast.saveFailed });
      const validation = text.editor.validation;
      if (error instanceof DuplicateTranslationError) {
        form.setError(
          'language',
          {
            type: 'server',
            message: format(validation.translationTaken, {
              language: languageName(payload.language ?? 'en'),
            }),
          },
          { shouldFocus: true },
        );
      } else if (error instanceof TranslationLinkError) {
        form.setError('translation_of', {
          type: 'server',
          message: validation.translationOriginal,
        });
      } else if (error instanceof DuplicateSlugError) {
        form.setError(
          'slug',
          { type: 'server', message: validation.slugTaken },
          { shouldFocus: true },
        );
      } else if (error instanceof PostConflictError) {
        setConflict(error.reason);
      }
      return null;
    }
  }

  return {
    save,
    saving: create.isPending || update.isPending,
    conflict,
    clearConflict: () => setConflict(null),
  };
}
