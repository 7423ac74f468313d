import { Ban, Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import type { LanguageFailure } from '../api/translate-missing-languages';
import {
  phaseOf,
  progressKey,
  type MissingPost,
  type Phase,
  type Progress,
} from '../lib/bulk-progress';

/** Why one language got no draft, in the admin's language. */
function useFailureReason() {
  const text = useLocale().messages.admin.workspace;
  return (outcome: LanguageFailure): string => {
    switch (outcome.code) {
      case 'refused':
        return text.bulk.refused;
      case 'write':
        return text.bulk.writeFailed;
      case 'read':
        return text.bulk.readFailed;
      case 'rate_limited':
        return format(text.machine.errors.rate_limited, { seconds: outcome.retryAfter ?? 30 });
      case 'quota_exceeded':
      case 'provider_unavailable':
      case 'provider_timeout':
        return text.machine.errors[outcome.code];
      default:
        return text.machine.errors.other;
    }
  };
}

/**
 * The dialog's list: per original (its title shown when there are several), each missing
 * language waiting, translating, made into a draft, not sent, or why it failed.
 */
export function ProgressList({
  posts,
  progress,
}: {
  posts: readonly MissingPost[];
  progress: Progress;
}) {
  const { admin } = useLocale().messages;
  const text = admin.workspace.bulk;
  const languageName = useLanguageName();
  const reason = useFailureReason();
  const several = posts.length > 1;
  return (
    <ul className="grid gap-3" data-testid="translate-missing-progress">
      {posts.map((post) => (
        <li key={post.id} data-post={post.id} className="border-border rounded-lg border">
          {several ? (
            <p className="text-body border-border border-b px-3 py-2 font-semibold break-words">
              {post.title || admin.dashboard.untitled}
            </p>
          ) : null}
          <ul
            aria-label={several ? format(text.postLanguages, { title: post.title }) : undefined}
            className={cn('grid', several && 'sm:grid-cols-2')}
          >
            {post.missing.map((code) => {
              const state = progress[progressKey(post.id, code)];
              const phase = phaseOf(state);
              return (
                <li
                  key={code}
                  data-language={code}
                  data-state={phase}
                  className={cn(
                    'border-border grid content-start gap-1 border-t px-3 py-2 first:border-t-0',
                    several && 'sm:odd:last:col-span-2 sm:[&:nth-child(2)]:border-t-0',
                  )}
                >
                  <div className="text-body flex flex-wrap items-center justify-between gap-x-2">
                    <span className="font-semibold">{languageName(code)}</span>
                    <span className="text-caption text-muted-foreground inline-flex items-center gap-1.5">
                      <PhaseIcon phase={phase} />
                      {phase === 'failed' ? null : text.states[phase]}
                    </span>
                  </div>
                  {phase === 'failed' && typeof state === 'object' && !state.ok ? (
                    <p className="text-caption text-destructive">{reason(state)}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function PhaseIcon({ phase }: { phase: Phase }) {
  switch (phase) {
    case 'translating':
      return <LoaderCircle aria-hidden className="size-4 animate-spin" />;
    case 'done':
      return <Check aria-hidden className="text-primary size-4" />;
    case 'failed':
      return <CircleAlert aria-hidden className="text-destructive size-4" />;
    case 'skipped':
      return <Ban aria-hidden className="size-4" />;
    default:
      return null;
  }
}
