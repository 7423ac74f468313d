import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { languageTags } from '@/config/languages';
import { format, formatCount } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { useGroupVersions, type GroupVersion } from '@/lib/posts/get-group-versions';
import { afterPostWrite } from '@/lib/posts/post-writes';
import { updatePost } from '@/lib/posts/update-post';
import { PostConflictError } from '@/lib/posts/write-errors';
import { sharedFields } from '../lib/shared-fields';
import type { VersionsOffer } from '../hooks/use-versions-prompt';

type Outcome = 'updated' | 'changed' | 'deleted' | 'failed';

/**
 * "Apply to N language versions": after an original's save changed its category, tags,
 * featured image or read time, each language version is listed (language and title), all
 * checked. Applying updates each checked version on its own, through the same conflict-safe
 * update as the editor (a version saved by someone in the meantime is refused, never
 * overwritten), and reports each: one failure leaves the others updated.
 */
export function ApplyToVersionsDialog({
  offer,
  onClose,
}: {
  offer: VersionsOffer;
  onClose: () => void;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.group.apply;
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const id = useId();
  const group = useGroupVersions(offer.originalId);
  const versions = (group.data ?? []).filter((version) => version.id !== offer.originalId);
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const [outcomes, setOutcomes] = useState<Record<string, Outcome> | null>(null);
  const [applying, setApplying] = useState(false);
  const chosen = versions.filter((version) => !unchecked.has(version.id));

  // A group whose translations are gone by now has nothing to offer.
  const nothingToOffer = group.isSuccess && versions.length === 0;
  useEffect(() => {
    if (nothingToOffer) onClose();
  }, [nothingToOffer, onClose]);

  const fields = new Intl.ListFormat(languageTags[language], { type: 'conjunction' }).format(
    sharedFields.filter((field) => field in offer.changes).map((field) => text.fields[field]),
  );

  async function applyOne(version: GroupVersion): Promise<Outcome> {
    try {
      const saved = await updatePost({
        id: version.id,
        payload: offer.changes,
        expectedUpdatedAt: version.updated_at,
      });
      afterPostWrite(queryClient, saved);
      return 'updated';
    } catch (error) {
      return error instanceof PostConflictError ? error.reason : 'failed';
    }
  }

  async function apply() {
    setApplying(true);
    const results = await Promise.all(
      chosen.map(async (version) => [version.id, await applyOne(version)] as const),
    );
    setApplying(false);
    setOutcomes(Object.fromEntries(results));
    const done = results.filter(([, outcome]) => outcome === 'updated').length;
    const summary = format(text.summary, { done, count: results.length });
    if (done === results.length)
      toast.success(messages.admin.toast.success, { description: summary });
    else toast.error(messages.admin.toast.error, { description: summary });
  }

  function toggle(versionId: string, checked: boolean) {
    setUnchecked((current) => {
      const next = new Set(current);
      if (checked) next.delete(versionId);
      else next.add(versionId);
      return next;
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !applying) onClose();
      }}
    >
      <DialogContent closeLabel={text.skip} aria-describedby={`${id}-description`}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription id={`${id}-description`}>
          {format(text.description, { fields })}
          {'featured_image' in offer.changes ? ` ${text.altNote}` : null}
        </DialogDescription>
        {group.isPending ? (
          <p role="status" className="text-caption text-muted-foreground">
            {text.loading}
          </p>
        ) : group.isError ? (
          <p role="alert" className="text-caption text-destructive">
            {text.loadError}
          </p>
        ) : (
          <fieldset className="grid gap-2" disabled={applying || outcomes !== null}>
            <legend className="text-body mb-1 font-medium">{text.versions}</legend>
            {versions.map((version) => {
              const outcome = outcomes?.[version.id];
              return (
                <div key={version.id} className="border-border rounded-lg border">
                  <label className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 p-3">
                    <input
                      type="checkbox"
                      checked={!unchecked.has(version.id)}
                      onChange={(event) => toggle(version.id, event.target.checked)}
                      className="accent-primary mt-1 size-4"
                    />
                    <span className="text-body font-medium">{languageName(version.language)}</span>
                    <span
                      lang={version.language}
                      className="text-caption text-muted-foreground col-start-2"
                    >
                      {version.title}
                    </span>
                  </label>
                  {outcome ? (
                    <p
                      data-testid="apply-outcome"
                      className={`text-caption flex items-center gap-1.5 pr-3 pb-3 pl-10 ${outcome === 'updated' ? 'text-success' : 'text-destructive'}`}
                    >
                      {outcome === 'updated' ? (
                        <Check aria-hidden className="size-4" />
                      ) : (
                        <CircleAlert aria-hidden className="size-4" />
                      )}
                      {text[outcome]}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {outcomes ? (
            <Button onClick={onClose}>{text.done}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={onClose} disabled={applying}>
                {text.skip}
              </Button>
              <Button
                onClick={() => void apply()}
                disabled={applying || chosen.length === 0 || !group.isSuccess}
                aria-busy={applying || undefined}
              >
                {applying ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
                {applying ? text.applying : formatCount(text.submit, chosen.length, language)}
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
