import { LoaderCircle } from 'lucide-react';
import { use, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { AuthContext } from '@/features/identity/auth-context';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { useTranslationStatus } from '@/lib/posts/get-translation-status';
import { splitPost } from '../../../../../supabase/functions/_shared/markdown-segments';
import type { TranslationWorkspaceData } from '../../api/get-translation-workspace';
import { useWorkspaceDraft } from '../../hooks/use-workspace-draft';
import { useWorkspaceMachine } from '../../hooks/use-workspace-machine';
import { useWorkspaceSave } from '../../hooks/use-workspace-save';
import {
  isTranslated,
  pairSegments,
  progressOf,
  segmentsToTranslate,
} from '../../lib/workspace-segments';
import { withOriginalLinks } from '../../lib/workspace-links';
import { readSegmentStates } from '../../lib/workspace-states';
import { xliffFileName, xliffPostOf } from '../../lib/xliff-workspace';
import { UnsavedChangesGuard } from '../unsaved-changes-guard';
import { SegmentRow } from './segment-row';
import { WorkspaceToolbar } from './workspace-toolbar';
import { LinksRewritten } from './links-rewritten';
import { XliffControls } from './xliff-controls';

const languageOf = (code: string): LanguageCode => (isLanguageCode(code) ? code : 'en');

/**
 * A translation beside its original, segment by segment. Saving rebuilds the translation from the
 * original's Markdown (joinBody) with the words typed here and writes the segments' provenance in
 * the same guarded update; a refused save keeps every word on screen. The body's links to posts
 * and site pages follow the translation's language; the list under the segments says which.
 */
export function TranslationWorkspace({ data }: { data: TranslationWorkspaceData }) {
  const text = useLocale().messages.admin.workspace;
  const { original, links } = data;
  const user = use(AuthContext)?.user ?? null;
  // Held in the original's URLs: its link chips are the source's, rewritten again on save.
  const translation = useMemo(
    () => withOriginalLinks(data.translation, links),
    [data.translation, links],
  );
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
  const saving = useWorkspaceSave({ original, translation, links, segments, work });
  const progress = progressOf(segments, work.draft, work.states);
  const xliff = xliffPostOf({
    translation,
    original,
    segments,
    draft: work.draft,
    states: work.states,
  });
  const names = new Map(
    segments.map((segment) => [
      segment.key,
      format(text.segmentNames[segment.source.kind], { number: segment.number }),
    ]),
  );

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
      <XliffControls
        post={xliff}
        workspace={xliff}
        fileName={xliffFileName(translation)}
        segmentLabel={(key) => names.get(key) ?? key}
        onApply={work.applyImport}
        disabled={machine.busy || saving.pending}
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
              theirs={work.theirs[segment.key]}
              onTakeTheirs={() => work.takeTheirs(segment.key)}
              onKeepMine={() => work.keepMine(segment.key)}
            />
          );
        })}
      </ul>
      {links.length > 0 ? <LinksRewritten rewrites={links} /> : null}
      <div className="bg-background/95 border-border sticky bottom-0 flex flex-wrap items-center gap-3 border-t py-3">
        <Button type="button" onClick={saving.save} disabled={saving.pending}>
          {saving.pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {saving.pending ? text.saving : text.save}
        </Button>
        {saving.problem ? (
          <p
            role="alert"
            className="text-caption text-destructive font-medium"
            data-testid="workspace-problem"
          >
            {saving.problem}
          </p>
        ) : null}
      </div>
      <UnsavedChangesGuard shouldBlock={saving.shouldBlock} onDiscard={() => undefined} />
    </div>
  );
}
