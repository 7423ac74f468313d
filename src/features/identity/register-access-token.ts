import { useEffect, useRef } from 'react';
import { setAccessTokenProvider } from '@/lib/supabase';

/**
 * Makes supabase-js send the signed-in user's token (its `accessToken` option) while an auth
 * provider is mounted; public pages, which never mount one, stay anonymous.
 */
export function useRegisterAccessToken(getToken: () => Promise<string | null>): void {
  const latest = useRef(getToken);
  useEffect(() => {
    latest.current = getToken;
  }, [getToken]);
  useEffect(() => {
    setAccessTokenProvider(() => latest.current());
    return () => setAccessTokenProvider(async () => null);
  }, []);
}
