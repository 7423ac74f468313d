import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { PostRow } from '@/lib/posts/types';
import { MachineUnreviewedError, PostConflictError } from '@/lib/posts/write-errors';
import {
  getTranslationWorkspace,
  type WorkspaceTranslation,
} from '../api/get-translation-workspace';
import { useSaveTranslationWorkspace } from '../api/save-translation-workspace';
import { pairSegments, type PairedSegment } from '../lib/workspace-segments';
import type { LinkRewrite } from '../lib/link-targets';
import { cannotSaveSegments, translationColumns } from '../lib/translation-row';
import { withOriginalLinks } from '../lib/workspace-links';
import { readSegmentStates, type SegmentStates } from '../lib/workspace-states';
import type { useWorkspaceDraft } from './use-workspace-draft';

/**
 * Saving the workspace: the translation rebuilt from the original with the typed words, and the
 * segments' provenance, in one update guarded by updated_at. The body is rebuilt in the original's
 * URLs and its links rewritten (`links`) before it is stored and turned into HTML. When a colleague
 * saved first, their words are merged into the draft per segment (nothing typed is lost) and the
 * next save goes over their version. While words are unsaved, leaving the page asks first.
 */
export function useWorkspaceSave({
  translation,
  original,
  links,
  segments,
  work,
}: {
  /** The translation as loaded, its links put back to the original's (withOriginalLinks). */
  translation: WorkspaceTranslation;
  original: PostRow;
  links: readonly LinkRewrite[];
  segments: readonly PairedSegment[];
  work: ReturnType<typeof useWorkspaceDraft>;
}) {
  const admin = useLocale().messages.admin;
  const text = admin.workspace;
  const save = useSaveTranslationWorkspace();
  const [updatedAt, setUpdatedAt] = useState(translation.updated_at);
  const [problem, setProblem] = useState<string | null>(null);
  const shouldBlock = useRef(false);
  useEffect(() => {
    shouldBlock.current = work.dirty;
  }, [work.dirty]);

  function saveTranslation() {
    const refusal = cannotSaveSegments({
      original,
      saved: translation,
      segments,
      draft: work.draft,
    });
    if (refusal) {
      setProblem(
        refusal.reason === 'extra_blocks'
          ? format(text.extraBlocks, { count: refusal.count })
          : text.misfitBlocks,
      );
      return;
    }
    setProblem(null);
    const sent = work.draft;
    const columns = translationColumns({ original, segments, draft: sent, links });
    const states: SegmentStates = {};
    for (const segment of segments) {
      const state = work.states[segment.key];
      if (state) states[segment.key] = state;
    }
    save.mutate(
      {
        id: translation.id,
        columns,
        segmentStates: states,
        expectedUpdatedAt: updatedAt,
      },
      {
        onSuccess: (saved) => {
          setUpdatedAt(saved.updated_at);
          work.markSaved(sent);
          toast.success(text.saved);
        },
        onError: (error) => {
          if (error instanceof PostConflictError && error.reason === 'changed') {
            mergeNewerSave();
            return;
          }
          setProblem(
            error instanceof PostConflictError
              ? text.deleted
              : error instanceof MachineUnreviewedError
                ? admin.translation.machineUnreviewed
                : text.saveFailed,
          );
        },
      },
    );
  }

  /** A colleague saved first: their words join the draft (see mergeSegments); then save again. */
  function mergeNewerSave() {
    getTranslationWorkspace(translation.id)
      .then((fresh) => {
        work.mergeTheirs(
          pairSegments(original, withOriginalLinks(fresh.translation, fresh.links)),
          readSegmentStates(fresh.translation.segment_states),
        );
        setUpdatedAt(fresh.translation.updated_at);
        setProblem(text.merged);
      })
      .catch(() => setProblem(text.conflict));
  }

  return {
    save: saveTranslation,
    pending: save.isPending,
    problem,
    shouldBlock,
  };
}
