import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';
import { afterPostWrite } from './post-writes';

/** A category with this key already has names (23505 on blog_category_names' primary key). */
export class DuplicateCategoryError extends Error {
  constructor() {
    super('A category with this name already exists');
    this.name = 'DuplicateCategoryError';
  }
}

export interface CategoryNamesWrite {
  /** The key posts store. */
  category: string;
  /** Only the languages that have a name (English always). */
  names: Partial<Record<LanguageCode, string>>;
  /** Whether the category already has a row of names (rename) or gets its first (create). */
  exists: boolean;
}

/** Creates a category with its names, or renames one; the database checks every name. */
export async function saveCategoryNames({
  category,
  names,
  exists,
}: CategoryNamesWrite): Promise<void> {
  const client = await loadSupabase('signed-in');
  const { error } = exists
    ? await client.from('blog_category_names').update({ names }).eq('category', category)
    : await client.from('blog_category_names').insert({ category, names });
  if (error?.code === '23505') throw new DuplicateCategoryError();
  if (error) throw new Error(error.message);
}

/** Lets a dialog tell that a save is under way (and not close under it). */
export const saveCategoryNamesKey = ['save-category-names'] as const;

export function useSaveCategoryNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveCategoryNamesKey,
    mutationFn: saveCategoryNames,
    // A post write like any other: every list, card and editor that shows a category's name
    // reads it again, in this tab and in the other open ones; the save is done without waiting.
    onSuccess: () => afterPostWrite(queryClient, null),
  });
}
