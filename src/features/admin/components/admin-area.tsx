import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/identity/auth-provider';
import { AdminGate } from './admin-gate';

/** Every admin page: identity, then the admin check, then the page. */
export function AdminArea({ deniedPath, children }: { deniedPath: string; children: ReactNode }) {
  return (
    <AuthProvider>
      <AdminGate deniedPath={deniedPath}>{children}</AdminGate>
    </AuthProvider>
  );
}
