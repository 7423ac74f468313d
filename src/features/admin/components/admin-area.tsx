import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/identity/auth-provider';
import { AdminGate } from './admin-gate';

/** Every admin page: identity, then the admin check, then the page. */
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
      <AdminGate deniedPath={deniedPath} bar={bar}>
        {children}
      </AdminGate>
    </AuthProvider>
  );
}
