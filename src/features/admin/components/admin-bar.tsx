import { Languages, LayoutList, LoaderCircle, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { useAuth } from '@/features/identity/auth-context';
import { LocalizedLink } from '@/components/localized-link';

/**
 * The admin's own bar under the site header: where you are, the translation settings, who you
 * are, and sign out. Its parts wrap: a long single word ("Übersetzungseinstellungen") beside the
 * sign-out button is wider than a 320 px phone.
 */
export function AdminBar() {
  const { messages } = useLocale();
  const text = messages.admin.shell;
  const { user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="border-border bg-muted/60 border-b">
      <div className="container flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        <LocalizedLink
          to={paths.admin}
          className="text-caption text-foreground hover:text-primary inline-flex items-center gap-2 font-semibold"
        >
          <LayoutList aria-hidden className="text-primary size-4" />
          {text.areaLabel}
        </LocalizedLink>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <LocalizedLink
            to={paths.adminTranslationSettings}
            className="text-caption text-foreground hover:text-primary inline-flex items-center gap-1.5 font-semibold"
          >
            <Languages aria-hidden className="text-primary size-4" />
            {messages.admin.translation.settingsLink}
          </LocalizedLink>
          {user?.email ? (
            <span className="text-caption text-muted-foreground hidden truncate sm:inline">
              {format(text.signedInAs, { email: user.email })}
            </span>
          ) : null}
          <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <LogOut aria-hidden />
            )}
            {signingOut ? text.signingOut : text.signOut}
          </Button>
        </div>
      </div>
    </div>
  );
}
