import { Bot, CircleAlert, CircleCheck, Clock, PencilLine, Plus } from 'lucide-react';
import type { LanguageVersion } from '@/lib/posts/get-translation-coverage';
import type { PostState } from '@/lib/posts/types';

/**
 * A post's state, or where a translation stands: machine text waiting for review, behind its
 * original, or not written yet.
 */
export type VersionState = PostState | 'needsReview' | 'outdated' | 'missing';

/**
 * A language's version as one state: missing; needs review (machine text nobody reviewed: it
 * cannot go live, so it comes before outdated); outdated; or its publication state.
 */
export const versionState = (version: LanguageVersion | undefined): VersionState =>
  !version
    ? 'missing'
    : version.needsReview
      ? 'needsReview'
      : version.outdated
        ? 'outdated'
        : version.state;

/** Each state's icon: the shape tells the states apart, the colour only helps. */
export const versionIcons = {
  published: CircleCheck,
  scheduled: Clock,
  draft: PencilLine,
  outdated: CircleAlert,
  needsReview: Bot,
  // Missing: the link starts a translation.
  missing: Plus,
} as const satisfies Record<VersionState, unknown>;
