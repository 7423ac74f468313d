import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toaster';
import { useLocale } from '@/i18n/use-locale';
import { useAuth } from '@/features/identity/auth-context';
import { useIsAdmin } from '../api/check-admin';
import { adminKeys } from '../api/query-keys';
import { postQueries } from '@/lib/posts/query-keys';
import { AdminBar } from './admin-bar';
import { AdminConfigurationError, AdminSignIn, AdminSignInUnavailable } from './admin-sign-in';
import { CenteredStatus } from './centered-status';

/**
 * A spinner while identity and the admin check run; signed out → sign-in
 * widget; signed in without the admin role → 'Access Denied' toast and away (to / from the
 * dashboard, to /admin from the editor); admins see the page.
 */
export function AdminGate({
  deniedPath,
  bar = true,
  children,
}: {
  deniedPath: string;
  bar?: boolean;
  children: ReactNode;
}) {
  const { messages, localizePath } = useLocale();
  const text = messages.admin;
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = auth.status === 'signed-in' ? (auth.user?.id ?? null) : null;
  const adminCheck = useIsAdmin(userId);
  const denied = userId !== null && adminCheck.data === false;

  // Nothing cached for one user (role, posts) may be shown to the next one.
  useEffect(() => {
    if (auth.status !== 'signed-out') return;
    queryClient.removeQueries({ queryKey: adminKeys.all });
    queryClient.removeQueries({ queryKey: postQueries.admin() });
  }, [auth.status, queryClient]);

  // Read inside the effect, so it runs when the verdict changes and not on every render: a
  // second navigation racing the first could otherwise leave the user on the spinner.
  const latest = useRef({ auth, text: text.access, target: localizePath(deniedPath), navigate });
  useEffect(() => {
    latest.current = { auth, text: text.access, target: localizePath(deniedPath), navigate };
  });
  useEffect(() => {
    if (!denied) return;
    const { auth: current, text: access, target, navigate: go } = latest.current;
    toast.error(access.deniedTitle, {
      id: 'admin-access-denied', // one toast, even when the editor hands over to /admin
      description: access.deniedDescription,
      action: { label: access.switchAccount, onClick: () => void current.signOut() },
    });
    go(target, { replace: true });
  }, [denied]);

  // The sign-in form gives way to the page in place: a phone that scrolled to the form's fields
  // would show the page's top under the fixed header, so it starts at the top, as a new page does.
  // An admin who arrives signed in keeps the scroll the browser or the router restored.
  const showsPage = auth.status === 'signed-in' && adminCheck.data === true;
  const formShown = useRef(false);
  useEffect(() => {
    if (auth.status === 'signed-out') formShown.current = true;
  }, [auth.status]);
  useEffect(() => {
    if (!showsPage || !formShown.current) return;
    formShown.current = false;
    window.scrollTo(0, 0);
  }, [showsPage]);

  if (auth.configurationError) return <AdminConfigurationError message={auth.configurationError} />;
  if (auth.status === 'unavailable') {
    return <AdminSignInUnavailable />;
  }
  if (auth.status === 'loading') return <CenteredStatus label={text.shell.checkingAccess} />;
  if (auth.status === 'signed-out') return <AdminSignIn />;
  if (adminCheck.data !== true) return <CenteredStatus label={text.shell.checkingAccess} />;
  return (
    <>
      {bar ? <AdminBar /> : null}
      {children}
    </>
  );
}
