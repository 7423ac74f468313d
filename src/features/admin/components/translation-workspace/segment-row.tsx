import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { emptyFrame } from '../../lib/workspace-chips';
import { inSourceTokens, type PairedSegment } from '../../lib/workspace-segments';
import type { SegmentState } from '../../lib/workspace-states';
import { WordDiff } from '../revision-diff';
import { ChipText } from './locked-chip';
import { SegmentEditor } from './segment-editor';

export interface SegmentRowProps {
  segment: PairedSegment;
  text: string;
  state: SegmentState | undefined;
  translated: boolean;
  /** The source segment as it stood when the translation was made, when it changed since. */
  changedFrom: string | null;
  refusal: string | undefined;
  sourceLanguage: string;
  targetLanguage: string;
  machineOn: boolean;
  busy: boolean;
  onEdit: (text: string) => void;
  onSuggest: () => void;
  onReviewed: () => void;
  onAccept: () => void;
  onIgnore: () => void;
  /** A colleague's saved words for a segment you both changed, in the source's tokens. */
  theirs: string | undefined;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * One segment: the source above (on a phone) or to the left of its translation, the translation's
 * words around the source's locked chips, its provenance, and its own machine and review actions.
 */
export function SegmentRow(props: SegmentRowProps) {
  const { segment, state, refusal, changedFrom } = props;
  const text = useLocale().messages.admin.workspace;
  const id = useId();
  const name = format(text.segmentNames[segment.source.kind], { number: segment.number });
  const stateName = state?.state ?? (props.translated ? 'edited' : 'untranslated');
  const notes = [
    changedFrom !== null ? `${id}-changed` : null,
    refusal ? `${id}-refusal` : null,
  ].filter(Boolean);
  return (
    <li
      data-testid="workspace-segment"
      data-key={segment.key}
      data-state={state?.state ?? 'none'}
      className={cn(
        'border-border grid gap-3 border-t px-4 py-4 first:border-t-0 md:grid-cols-2 md:gap-6',
        changedFrom !== null && 'bg-accent-soft/40',
      )}
    >
      <div className="grid content-start gap-1.5">
        <p className="text-caption text-muted-foreground flex flex-wrap items-center gap-2 font-semibold">
          {name}
          {changedFrom !== null ? (
            <Badge variant="attention" id={`${id}-changed`}>
              {text.changed}
            </Badge>
          ) : null}
        </p>
        <p className="text-body break-words whitespace-pre-wrap" lang={props.sourceLanguage}>
          <ChipText text={segment.source.text} locked={segment.source.locked} />
        </p>
        {changedFrom !== null ? (
          <p className="text-caption text-muted-foreground whitespace-pre-wrap">
            <span className="sr-only">{text.changedLegend}: </span>
            <WordDiff current={changedFrom} other={segment.source.source} />
          </p>
        ) : null}
      </div>
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={id} className="text-caption font-semibold">
            {name}
          </label>
          <Badge
            variant={stateName === 'machine' ? 'attention' : 'muted'}
            data-testid="segment-state"
          >
            {text.states[stateName]}
          </Badge>
        </div>
        <SegmentEditor
          id={id}
          name={name}
          text={props.text || emptyFrame(segment.source.text)}
          locked={segment.source.locked}
          describedBy={notes.length ? notes.join(' ') : undefined}
          lang={props.targetLanguage}
          onChange={props.onEdit}
        />
        {segment.misfit !== undefined && !props.translated ? (
          <p className="text-caption text-muted-foreground">
            {text.misfit} <span className="font-mono break-all">{segment.misfit}</span>
          </p>
        ) : null}
        {refusal ? (
          <p id={`${id}-refusal`} role="alert" className="text-caption text-destructive">
            {format(text.machine.refused, { reason: refusal })}
          </p>
        ) : null}
        {props.theirs !== undefined ? (
          <TheirVersion
            text={props.theirs}
            locked={segment.source.locked}
            lang={props.targetLanguage}
            onTake={props.onTakeTheirs}
            onKeep={props.onKeepMine}
          />
        ) : null}
        {state?.suggestion !== undefined ? (
          <Suggestion
            suggestion={state.suggestion}
            segment={segment}
            lang={props.targetLanguage}
            onAccept={props.onAccept}
            onIgnore={props.onIgnore}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!props.machineOn || props.busy}
            onClick={props.onSuggest}
            aria-label={`${text.machine.suggest}: ${name}`}
          >
            {text.machine.suggest}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={!props.translated || state?.state === 'reviewed'}
            onClick={props.onReviewed}
            aria-label={`${text.markReviewed}: ${name}`}
          >
            {text.markReviewed}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * A newer machine proposal beside a person's words: its links, images and marks shown as the same
 * locked chips as the segment (Markdown as written only when it no longer fits the source).
 */
function Suggestion({
  suggestion,
  segment,
  lang,
  onAccept,
  onIgnore,
}: {
  suggestion: string;
  segment: PairedSegment;
  lang: string;
  onAccept: () => void;
  onIgnore: () => void;
}) {
  const text = useLocale().messages.admin.workspace.machine;
  const inTokens = inSourceTokens(segment.source, suggestion);
  return (
    <div
      className="border-accent/40 bg-accent-soft/50 grid gap-2 rounded-md border p-3"
      data-testid="segment-suggestion"
    >
      <p className="text-caption font-semibold">{text.suggestion}</p>
      <p className="text-body break-words whitespace-pre-wrap" lang={lang}>
        {inTokens === null ? (
          suggestion
        ) : (
          <ChipText text={inTokens} locked={segment.source.locked} />
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onAccept}>
          {text.accept}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onIgnore}>
          {text.ignore}
        </Button>
      </div>
    </div>
  );
}

function TheirVersion({
  text: their,
  locked,
  lang,
  onTake,
  onKeep,
}: {
  text: string;
  locked: readonly string[];
  lang: string;
  onTake: () => void;
  onKeep: () => void;
}) {
  const { workspace, merge } = useLocale().messages.admin;
  return (
    <div
      className="border-primary/40 grid gap-2 rounded-md border p-3"
      data-testid="segment-theirs"
    >
      <p className="text-caption font-semibold">{workspace.theirs}</p>
      <p className="text-body whitespace-pre-wrap" lang={lang}>
        <ChipText text={their} locked={locked} />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onTake}>
          {merge.useTheirs}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onKeep}>
          {merge.keepYours}
        </Button>
      </div>
    </div>
  );
}
