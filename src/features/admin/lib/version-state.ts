import { CircleAlert, CircleCheck, Clock, PencilLine, Plus } from 'lucide-react';
import type { LanguageVersion } from '@/lib/posts/get-translation-coverage';
import type { PostState } from '@/lib/posts/types';

/** A post's state, or where a translation stands: behind its original, or not written yet. */
export type VersionState = PostState | 'outdated' | 'missing';

/** A language's version as one state: missing, outdated (before its publication state), or that. */
export const versionState = (version: LanguageVersion | undefined): VersionState =>
  !version ? 'missing' : version.outdated ? 'outdated' : version.state;

/** Each state's icon: the shape tells the states apart, the colour only helps. */
export const versionIcons = {
  published: CircleCheck,
  scheduled: Clock,
  draft: PencilLine,
  outdated: CircleAlert,
  // Missing: the link starts a translation.
  missing: Plus,
} as const satisfies Record<VersionState, unknown>;
