/**
 * The embedded backend's anon key. It is public by design (like Supabase's anon key) and only
 * selects the `anon` role; security lives in the database's row-level security. A module of its
 * own, free of imports, so the backend, the browser's client and the scripts share the one value.
 */
export const embeddedAnonKey = 'embedded-anon-key';
