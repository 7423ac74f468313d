import { LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLocale } from '@/i18n/use-locale';
import { getLocalAuthClient, signInErrorCode, type SignInErrorCode } from './local-auth-client';

type FormError = SignInErrorCode | 'missing_fields';

/**
 * The embedded backend's sign-in: email and password. The fields keep what was typed when
 * sign-in fails, and the error is announced inside the form.
 */
export function LocalSignInForm() {
  const text = useLocale().messages.admin.signIn;
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const messages: Record<FormError, string> = {
    missing_fields: text.missingFields,
    invalid_credentials: text.invalidCredentials,
    invalid_request: text.missingFields,
    rate_limited: text.rateLimited,
    unavailable: text.unavailable,
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim() || !password) {
      setError('missing_fields');
      (email.trim() ? passwordRef : emailRef).current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    // supabase-js answers failures as values; a throw would be a bug, and still ends the wait.
    const failure = await getLocalAuthClient()
      .signInWithPassword({ email: email.trim(), password })
      .then(({ error: signInError }) => (signInError ? signInErrorCode(signInError) : null))
      .catch((): SignInErrorCode => 'unavailable')
      .finally(() => setSubmitting(false));
    if (failure) {
      setError(failure);
      passwordRef.current?.select();
    }
  }

  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>{text.email}</Label>
        <Input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error === 'missing_fields' && !email.trim() ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-password`}>{text.password}</Label>
        <Input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={
            error && error !== 'unavailable' && error !== 'rate_limited' ? true : undefined
          }
          aria-describedby={describedBy}
        />
      </div>
      <div id={errorId} role="alert">
        {error ? (
          <p className="border-destructive/30 bg-destructive/5 text-destructive text-caption rounded-md border px-3 py-2 font-medium">
            {messages[error]}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
        {submitting ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
