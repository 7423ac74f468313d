import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { markdownToHtml } from '@/lib/markdown';
import type { PostRow } from '@/lib/posts/types';
import { MachineUnreviewedError, PostConflictError } from '@/lib/posts/write-errors';
import {
  getTranslationWorkspace,
  type WorkspaceTranslation,
} from '../api/get-translation-workspace';
import { useSaveTranslationWorkspace } from '../api/save-translation-workspace';
import {
  hasWords,
  pairSegments,
  rebuildTranslation,
  unpairedTargetSegments,
  type PairedSegment,
} from '../lib/workspace-segments';
import type { LinkRewrite } from '../lib/link-targets';
import { withOriginalLinks, withTranslatedLinks } from '../lib/workspace-links';
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
  const extra = useMemo(
    () => unpairedTargetSegments(original, translation),
    [original, translation],
  );
  const misfits = segments.some(
    (segment) =>
      segment.misfit !== undefined &&
      segment.key.startsWith('body.') &&
      !hasWords(work.draft[segment.key] ?? ''),
  );

  function saveTranslation() {
    if (extra > 0) {
      setProblem(format(text.extraBlocks, { count: extra }));
      return;
    }
    if (misfits) {
      setProblem(text.misfitBlocks);
      return;
    }
    setProblem(null);
    const sent = work.draft;
    const rebuilt = rebuildTranslation(original, segments, sent);
    const markdown = withTranslatedLinks(rebuilt.content_markdown ?? '', links);
    const columns = { ...rebuilt, content_markdown: markdown };
    const states: SegmentStates = {};
    for (const segment of segments) {
      const state = work.states[segment.key];
      if (state) states[segment.key] = state;
    }
    save.mutate(
      {
        id: translation.id,
        columns: { ...columns, content_html: markdownToHtml(markdown) },
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
