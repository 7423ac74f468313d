import type { Draft, PairedSegment } from './workspace-segments';
import type { SegmentStates } from './workspace-states';
import type { XliffPost, XliffWorkspace } from './xliff';

interface PostIdentity {
  id: string;
  language: string;
}

/**
 * What the XLIFF export and import need from the workspace as it stands: the translation and its
 * original (TranslationWorkspaceData's rows), the paired segments and the draft with provenance.
 */
export function xliffPostOf({
  translation,
  original,
  segments,
  draft,
  states,
}: {
  translation: PostIdentity;
  original: PostIdentity & { content_version: number };
  segments: readonly PairedSegment[];
  draft: Draft;
  states: SegmentStates;
}): XliffPost & XliffWorkspace {
  return {
    translationId: translation.id,
    sourceId: original.id,
    sourceLanguage: original.language,
    targetLanguage: translation.language,
    sourceVersion: original.content_version,
    segments,
    draft,
    states,
  };
}

/** The download's name: the translation's slug and language, e.g. launch-day.de.xlf. */
export function xliffFileName(translation: { slug: string; language: string }): string {
  return `${translation.slug}.${translation.language}.xlf`;
}
