import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/identity/auth-provider';
import { useRefreshOnPostWrites } from '@/lib/posts/post-writes';
import { AdminGate } from './admin-gate';

/** Keeps every admin page current with saves made in the admin's other tabs. */
function RefreshOnPostWrites() {
  useRefreshOnPostWrites();
  return null;
}

/** Every admin page: identity, then the admin check, then the page (kept current across tabs). */
export function AdminArea({
  deniedPath,
  bar,
  children,
}: {
  deniedPath: string;
  /** The admin bar above the page; off where the page must look like the public one. */
  bar?: boolean;
  children: ReactNode;
}) {
  return (
    <AuthProvider>
      <RefreshOnPostWrites />
      <AdminGate deniedPath={deniedPath} bar={bar}>
        {children}
      </AdminGate>
    </AuthProvider>
  );
}
