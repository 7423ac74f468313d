import { KeyRound, LoaderCircle, Mail } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { appSignInAction, buildAppSignInUrl, type SignInMethod } from '../app-handoff';
import { oneTimeCodeDigits, rememberMeDays } from '../constants';
import type { SignInInput, SignInValues } from '../schemas';

export interface SignInFormProps {
  /** Leaves for the external app; tests pass a spy. */
  onHandOff?: (url: string) => void;
}

function goTo(url: string) {
  window.location.assign(url);
}

/**
 * Email, "Remember me" and the two ways in. The code and the password are entered in the
 * external app (login happens there, not on this site), so both buttons validate the email here and then
 * continue in the app with it pre-filled, in the same tab. Without JavaScript the browser submits
 * the form to the same app page.
 */
export function SignInForm({ onHandOff = goTo }: SignInFormProps) {
  const { messages } = useLocale();
  const text = messages.auth;
  const id = useId();
  const emailId = `${id}-email`;
  const errorId = `${id}-email-error`;
  const hintId = `${id}-code-hint`;
  const [pending, setPending] = useState<SignInMethod | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // zod and the schema are fetched on the first validation (a submit), not with the page.
  const resolver = useMemo<Resolver<SignInInput, unknown, SignInValues>>(
    () => async (values, context, options) => {
      const [{ zodResolver }, { createSignInSchema }] = await Promise.all([
        import('@hookform/resolvers/zod'),
        import('../schemas'),
      ]);
      return zodResolver(createSignInSchema(text.errors))(values, context, options);
    },
    [text.errors],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver,
    defaultValues: { email: '', remember: false },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Until React takes over, the browser validates the address itself and submits the form to the
  // app; from then on the inline, translated message replaces its tooltip. Set on the DOM node so
  // the prerendered markup and the first client render stay identical.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // Coming back from the app with the Back button restores this page from the bfcache with the
  // buttons still busy; make them usable again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const handOff = (method: SignInMethod) =>
    handleSubmit((values) => {
      setPending(method);
      onHandOff(buildAppSignInUrl(site.appUrl, { ...values, method }));
    });

  const emailError = errors.email?.message;
  const redirecting = format(text.redirecting, { product: site.productName });

  return (
    <form
      action={appSignInAction(site.appUrl)}
      method="get"
      ref={formRef}
      onSubmit={handOff('code')}
      className="space-y-5"
    >
      <div className="space-y-2">
        <Label htmlFor={emailId}>{text.emailLabel}</Label>
        <Input
          id={emailId}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={text.emailPlaceholder}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          {...register('email')}
        />
        {emailError ? (
          <p id={errorId} className="text-caption text-destructive font-medium" role="alert">
            {emailError}
          </p>
        ) : null}
      </div>

      <label className="text-caption text-foreground flex w-fit cursor-pointer items-center gap-2.5 select-none">
        <input
          type="checkbox"
          value={`${rememberMeDays}d`}
          className="accent-primary size-4 cursor-pointer"
          {...register('remember')}
        />
        {format(text.rememberMe, { days: rememberMeDays })}
      </label>

      <div className="space-y-3">
        <Button
          type="submit"
          name="method"
          value="code"
          size="block"
          disabled={pending !== null}
          aria-describedby={hintId}
        >
          {pending === 'code' ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Mail aria-hidden />
          )}
          {pending === 'code' ? redirecting : format(text.sendCode, { digits: oneTimeCodeDigits })}
        </Button>
        <p id={hintId} className="text-micro text-muted-foreground text-center">
          {format(text.sendCodeHint, { digits: oneTimeCodeDigits })}
        </p>

        <div className="text-micro text-muted-foreground flex items-center gap-3 uppercase">
          <span aria-hidden className="bg-border h-px flex-1" />
          {text.divider}
          <span aria-hidden className="bg-border h-px flex-1" />
        </div>

        <Button
          type="submit"
          name="method"
          value="password"
          variant="outline"
          size="block"
          disabled={pending !== null}
          onClick={(event) => {
            event.preventDefault();
            void handOff('password')(event);
          }}
        >
          {pending === 'password' ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <KeyRound aria-hidden />
          )}
          {pending === 'password' ? redirecting : text.signInWithPassword}
        </Button>
      </div>
    </form>
  );
}
