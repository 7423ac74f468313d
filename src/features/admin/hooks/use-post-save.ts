import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { languageTags } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { useCreatePost } from '@/lib/posts/create-post';
import { postQueries } from '@/lib/posts/query-keys';
import type { PostPayload, PostRow, PostUpdate } from '@/lib/posts/types';
import { useUpdatePost } from '@/lib/posts/update-post';
import { loadSupabase } from '@/lib/supabase-lazy';
import { removeUnusedUploadsAfterWrite, uploadPathsIn } from '@/lib/images/unused-uploads';
import {
  DuplicateSlugError,
  DuplicateTranslationError,
  MachineUnreviewedError,
  PostConflictError,
  SourceChangedError,
  TranslationLinkError,
} from '@/lib/posts/write-errors';
import { toPostPayload, type Publication } from '../lib/post-payload';
import { noteUpload, resetSessionUploads, takeSessionUploads } from '../lib/session-uploads';
import { savedMessage, type EditorState } from '../lib/publication-state';
import { formatDateTime, localTimeZone } from '../lib/publish-time';
import type { PostFormOutput, PostFormValues } from '../schemas';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * Saves the editor's post and says what the save did: creates it, or updates it only if nobody saved since
 * `expectedUpdatedAt`. A refusal is explained where it belongs (a taken slug or language under
 * its field, with focus there) plus a toast, and resolves to null: the form keeps everything
 * typed. A save refused because the post changed or vanished since `expectedUpdatedAt` resolves
 * to that reason (a change untoasted: the editor merges it, then says what happened).
 */
export function usePostSave(form: PostForm, postId: string | null) {
  const { messages, language } = useLocale();
  const text = messages.admin;
  const languageName = useLanguageName();
  const create = useCreatePost();
  const update = useUpdatePost();
  const queryClient = useQueryClient();
  // Each editor answers only for its own uploads (session-uploads.ts).
  useEffect(() => resetSessionUploads(), [postId]);

  /** The success toast: what the save did (created, published, scheduled for when...). */
  function announce(publication: Publication, state: EditorState) {
    toast.success(text.toast.success, {
      description:
        publication.kind === 'schedule'
          ? format(text.toast.scheduled, {
              date: `${formatDateTime(publication.at, languageTags[language])} (${localTimeZone()})`,
            })
          : text.toast[savedMessage(publication, state)],
    });
  }

  async function save(
    output: PostFormOutput,
    publication: Publication,
    {
      state,
      expectedUpdatedAt,
      minorEdit,
      sourceVersion = null,
    }: {
      state: EditorState;
      /** The post's updated_at the editor started from. */
      expectedUpdatedAt: string;
      /** The change needs no new translation (originals only). */
      minorEdit: boolean;
      /**
       * Marks a translation up to date with this version of its original in the same write (the
       * database accepts only the original's current version).
       */
      sourceVersion?: number | null;
    },
  ): Promise<PostRow | PostConflictError['reason'] | null> {
    const payload: PostPayload & PostUpdate = {
      ...toPostPayload(output, { postId, now: new Date(), publication }),
      ...(minorEdit ? { minor_edit: true } : {}),
      ...(sourceVersion !== null && postId ? { source_version: sourceVersion } : {}),
    };
    // Uploads made before this save and not in it: replaced or dropped in the editor. Taken
    // now, so an upload made while the save is under way is not mistaken for one.
    const uploaded = takeSessionUploads();
    try {
      const saved = postId
        ? await update.mutateAsync({ id: postId, payload, expectedUpdatedAt })
        : await create.mutateAsync(payload);
      announce(publication, state);
      const used = new Set(
        uploadPathsIn(payload.featured_image, payload.content_markdown, payload.content_html),
      );
      const unused = uploaded.filter((path) => !used.has(path));
      if (unused.length > 0) {
        void loadSupabase('signed-in').then((client) =>
          removeUnusedUploadsAfterWrite(client, unused),
        );
      }
      return saved;
    } catch (error) {
      // Nothing was saved: the uploads are still the editor's.
      for (const path of uploaded) noteUpload(path);
      // A newer save is merged by the editor, which then says what happened.
      if (error instanceof PostConflictError && error.reason === 'changed') return error.reason;
      toast.error(text.toast.error, {
        // The original changed again since the comparison was shown, or publishing was refused
        // while machine text waits for review: nothing was saved.
        description:
          error instanceof SourceChangedError
            ? text.sourceStatus.sourceChanged
            : error instanceof MachineUnreviewedError
              ? text.translation.machineUnreviewed
              : text.toast.saveFailed,
      });
      if (error instanceof SourceChangedError && postId) {
        void queryClient.invalidateQueries({ queryKey: postQueries.translationStatus(postId) });
      }
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
        return error.reason;
      }
      return null;
    }
  }

  return {
    save,
    saving: create.isPending || update.isPending,
  };
}
