import { LoaderCircle } from 'lucide-react';
import { use, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { AuthContext } from '@/features/identity/auth-context';
import { useLocale } from '@/i18n/use-locale';
import { markdownToHtml } from '@/lib/markdown';
import { useTranslationStatus } from '@/lib/posts/get-translation-status';
import { MachineUnreviewedError, PostConflictError } from '@/lib/posts/write-errors';
import { splitPost } from '../../../../../supabase/functions/_shared/markdown-segments';
import type { TranslationWorkspaceData } from '../../api/get-translation-workspace';
import { useSaveTranslationWorkspace } from '../../api/save-translation-workspace';
import { useWorkspaceDraft } from '../../hooks/use-workspace-draft';
import { useWorkspaceMachine } from '../../hooks/use-workspace-machine';
import {
  hasWords,
  isTranslated,
  pairSegments,
  progressOf,
  rebuildTranslation,
  segmentsToTranslate,
} from '../../lib/workspace-segments';
import { readSegmentStates, type SegmentStates } from '../../lib/workspace-states';
import { SegmentRow } from './segment-row';
import { WorkspaceToolbar } from './workspace-toolbar';

const languageOf = (code: string): LanguageCode => (isLanguageCode(code) ? code : 'en');

/**
 * A translation beside its original, segment by segment. Saving rebuilds the translation from the
 * original's Markdown (joinBody) with the words typed here and writes the segments' provenance in
 * the same guarded update; a refused save keeps every word on screen.
 */
export function TranslationWorkspace({ data }: { data: TranslationWorkspaceData }) {
  const admin = useLocale().messages.admin;
  const text = admin.workspace;
  const { translation, original } = data;
  const user = use(AuthContext)?.user ?? null;
  const segments = useMemo(() => pairSegments(original, translation), [original, translation]);
  const stamp = { by: user?.id ?? 'unknown', sourceVersion: original.content_version };
  const work = useWorkspaceDraft(segments, readSegmentStates(translation.segment_states), stamp);
  const machine = useWorkspaceMachine({
    sourceLanguage: languageOf(original.language),
    targetLanguage: languageOf(translation.language),
    apply: work.applyMachine,
  });
  const base = useTranslationStatus(translation.id).data?.base ?? null;
  const before = useMemo(
    () =>
      new Map(
        base
          ? splitPost({
              title: base.title,
              excerpt: base.excerpt,
              body: base.content_markdown,
            }).map((segment) => [segment.key, segment.source])
          : [],
      ),
    [base],
  );
  const save = useSaveTranslationWorkspace();
  const [updatedAt, setUpdatedAt] = useState(translation.updated_at);
  const [problem, setProblem] = useState<string | null>(null);
  const progress = progressOf(segments, work.draft, work.states);
  const misfits = segments.some(
    (segment) =>
      segment.misfit !== undefined &&
      segment.key.startsWith('body.') &&
      !hasWords(work.draft[segment.key] ?? ''),
  );

  function saveTranslation() {
    if (misfits) {
      setProblem(text.misfitBlocks);
      return;
    }
    setProblem(null);
    const columns = rebuildTranslation(original, segments, work.draft);
    const states: SegmentStates = {};
    for (const segment of segments) {
      const state = work.states[segment.key];
      if (state) states[segment.key] = state;
    }
    save.mutate(
      {
        id: translation.id,
        columns: { ...columns, content_html: markdownToHtml(columns.content_markdown ?? '') },
        segmentStates: states,
        expectedUpdatedAt: updatedAt,
      },
      {
        onSuccess: (saved) => {
          setUpdatedAt(saved.updated_at);
          work.markSaved();
          toast.success(text.saved);
        },
        onError: (error) =>
          setProblem(
            error instanceof PostConflictError
              ? error.reason === 'deleted'
                ? text.deleted
                : text.conflict
              : error instanceof MachineUnreviewedError
                ? admin.translation.machineUnreviewed
                : text.saveFailed,
          ),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <WorkspaceToolbar
        progress={progress}
        machineOn={machine.on}
        enableHint={machine.enableHint}
        translating={machine.translatingAll}
        machineLine={machine.line}
        onMachineTranslate={() =>
          machine.translateAll(segmentsToTranslate(segments, work.draft, work.states))
        }
        onMarkAllReviewed={() =>
          work.markReviewed(
            segments
              .filter((segment) => isTranslated(segment, work.draft, work.states))
              .map((segment) => segment.key),
          )
        }
      />
      <ul className="border-border shadow-card rounded-xl border" data-testid="workspace-segments">
        {segments.map((segment) => {
          const from = before.get(segment.key);
          return (
            <SegmentRow
              key={segment.key}
              segment={segment}
              text={work.draft[segment.key] ?? ''}
              state={work.states[segment.key]}
              translated={isTranslated(segment, work.draft, work.states)}
              changedFrom={from !== undefined && from !== segment.source.source ? from : null}
              refusal={work.refusals[segment.key]}
              sourceLanguage={original.language}
              targetLanguage={translation.language}
              machineOn={machine.on}
              busy={machine.busy}
              onEdit={(value) => work.edit(segment.key, value)}
              onSuggest={() => machine.suggest(segment)}
              onReviewed={() => work.markReviewed([segment.key])}
              onAccept={() => work.acceptSuggestion(segment.key)}
              onIgnore={() => work.ignoreSuggestion(segment.key)}
            />
          );
        })}
      </ul>
      <div className="bg-background/95 border-border sticky bottom-0 flex flex-wrap items-center gap-3 border-t py-3">
        <Button type="button" onClick={saveTranslation} disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {save.isPending ? text.saving : text.save}
        </Button>
        {problem ? (
          <p
            role="alert"
            className="text-caption text-destructive font-medium"
            data-testid="workspace-problem"
          >
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
