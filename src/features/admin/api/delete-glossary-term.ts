import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { adminKeys } from './query-keys';

/** Removes a term from its glossary: machine translations stop applying it. */
export async function deleteGlossaryTerm(id: string): Promise<void> {
  const { error } = await (
    await loadSupabase('signed-in')
  )
    .from('translation_glossary')
    .delete()
    .eq('id', id);
  if (error) throw new Error(error.message);
}

export function useDeleteGlossaryTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlossaryTerm,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.glossary() });
    },
  });
}
