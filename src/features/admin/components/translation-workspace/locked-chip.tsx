import { Lock } from 'lucide-react';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { chipFace, describeChip } from '../../lib/workspace-chips';

/**
 * A locked part of a segment (link, image, code, Markdown mark): shown where it stands in the
 * text, carried over from the source on save, never typed. Its name says what it is.
 */
export function LockedChip({ piece }: { piece: string }) {
  const text = useLocale().messages.admin.workspace.chip;
  const chip = describeChip(piece);
  const label = format(text[chip.kind], { value: chip.value });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="locked-chip"
      data-kind={chip.kind}
      className="bg-muted text-muted-foreground border-border mx-0.5 inline-flex max-w-full items-center gap-1 rounded border px-1.5 py-0.5 align-baseline font-mono text-[0.75rem] leading-tight break-all select-none"
    >
      <Lock aria-hidden className="size-3 shrink-0" />
      {chipFace(piece)}
    </span>
  );
}

/** A segment's text read-only: words, with its locked parts as chips. */
export function ChipText({ text, locked }: { text: string; locked: readonly string[] }) {
  const parts = text.split(/(⟦\d+⟧)/);
  return (
    <>
      {parts.map((part, index) => {
        const token = /^⟦(\d+)⟧$/.exec(part);
        if (!token) return part ? <span key={index}>{part}</span> : null;
        return <LockedChip key={index} piece={locked[Number(token[1])] ?? part} />;
      })}
    </>
  );
}
