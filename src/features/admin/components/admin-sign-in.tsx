import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { SignInPanel } from '@/features/identity/sign-in-panel';

/** Signed out: the active provider's sign-in widget, in a card. */
export function AdminSignIn() {
  const text = useLocale().messages.admin.signIn;
  return (
    <section
      className="container flex justify-center py-16 sm:py-24"
      aria-labelledby="admin-sign-in-title"
    >
      <div className="border-border shadow-card w-full max-w-md rounded-2xl border p-6 sm:p-8">
        <div className="bg-primary-soft text-primary mb-5 inline-flex size-11 items-center justify-center rounded-xl">
          <ShieldCheck aria-hidden className="size-6" />
        </div>
        <h1 id="admin-sign-in-title" className="text-heading">
          {text.title}
        </h1>
        <p className="text-body text-muted-foreground mt-2 mb-6">{text.description}</p>
        <SignInPanel />
      </div>
    </section>
  );
}

/** Hosted mode with a missing or malformed Clerk key: say so plainly, with Clerk's own words. */
export function AdminConfigurationError({ message }: { message: string }) {
  const text = useLocale().messages.admin.signIn;
  return (
    <section className="container flex justify-center py-16 sm:py-24">
      <div
        role="alert"
        className="border-destructive/40 bg-destructive/5 w-full max-w-lg rounded-2xl border p-6 sm:p-8"
      >
        <TriangleAlert aria-hidden className="text-destructive mb-4 size-8" />
        <h1 className="text-heading">{text.configurationTitle}</h1>
        <p className="text-body mt-3">
          <code className="bg-background text-destructive rounded px-1.5 py-0.5 font-mono font-semibold">
            {message}
          </code>
        </p>
        <p className="text-body text-muted-foreground mt-3">{text.configurationHelp}</p>
      </div>
    </section>
  );
}

/**
 * The identity provider is blocked or down; say so instead of spinning forever. Trying again
 * reloads the page: Clerk keeps one instance per page, which does not load its script twice.
 */
export function AdminSignInUnavailable() {
  const text = useLocale().messages.admin;
  return (
    <section className="container flex justify-center py-16 sm:py-24">
      <div
        role="alert"
        className="border-destructive/40 bg-destructive/5 w-full max-w-lg rounded-2xl border p-6 sm:p-8"
      >
        <TriangleAlert aria-hidden className="text-destructive mb-4 size-8" />
        <h1 className="text-heading">{text.shell.identityUnavailableTitle}</h1>
        <p className="text-body mt-3">{text.shell.identityUnavailable}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {text.shell.retryIdentity}
        </Button>
      </div>
    </section>
  );
}
