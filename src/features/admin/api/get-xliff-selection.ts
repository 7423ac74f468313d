import type { LanguageCode } from '@/config/languages';
import { postColumns } from '@/lib/posts/types';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { LinkRewrite } from '../lib/link-targets';
import { exportXliffSelection, type XliffExport } from '../lib/xliff';
import { selectionXliffPosts } from '../lib/xliff-selection';
import { linksOfOriginals } from './get-link-targets';

/**
 * A selection of originals × target languages as XLIFF 2.0, one document per language pair, read
 * fresh when asked: the originals as they are now, their saved translations in those languages
 * with the segments' provenance, and per language the link targets the workspace would use, so a
 * unit is the segment the workspace shows. Originals come in `originalIds`' order.
 */
export async function getXliffSelection({
  originalIds,
  targets,
}: {
  originalIds: readonly string[];
  targets: readonly LanguageCode[];
}): Promise<XliffExport[]> {
  if (originalIds.length === 0 || targets.length === 0) return [];
  const supabase = await loadSupabase('signed-in');
  const [originals, translations] = await Promise.all([
    supabase
      .from('blog_posts')
      .select(postColumns)
      .in('id', [...originalIds]),
    supabase
      .from('blog_posts')
      .select(`${postColumns},segment_states`)
      .in('translation_of', [...originalIds])
      .in('language', [...targets]),
  ]);
  if (originals.error) throw new Error(originals.error.message);
  if (translations.error) throw new Error(translations.error.message);
  const ordered = originalIds.flatMap((id) => originals.data.filter((row) => row.id === id));
  // Only saved translations are paired with links; one lookup per such language for them all.
  const links = new Map<string, Map<string, LinkRewrite[]>>();
  for (const target of new Set(translations.data.map((row) => row.language))) {
    links.set(target, await linksOfOriginals(ordered, target));
  }
  return exportXliffSelection(
    selectionXliffPosts({
      originals: ordered,
      translations: translations.data,
      targets,
      linksOf: (originalId, language) => links.get(language)?.get(originalId) ?? [],
    }),
  );
}
