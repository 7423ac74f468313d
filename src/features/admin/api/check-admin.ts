import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { adminKeys } from './query-keys';

/**
 * A user is admin when user_roles has a row for them with role 'admin'. Any error
 * (network, policy, missing table) counts as "not admin": the admin area fails closed.
 */
export async function checkAdmin(userId: string): Promise<boolean> {
  try {
    const { data, error } = await (
      await loadSupabase('signed-in')
    )
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin')
      .maybeSingle();
    return !error && data?.role === 'admin';
  } catch {
    return false;
  }
}

export function checkAdminQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminKeys.role(userId),
    queryFn: () => checkAdmin(userId),
    // Errors already mean "no"; retrying would only delay the answer.
    retry: false,
    staleTime: 60_000,
  });
}

export function useIsAdmin(userId: string | null) {
  return useQuery({ ...checkAdminQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
