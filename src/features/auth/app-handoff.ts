import { rememberMeDays } from './constants';

/** How the visitor chose to sign in: a one-time code by email, or their password. */
export type SignInMethod = 'code' | 'password';

function appBase(appUrl: string): string {
  return appUrl.replace(/\/+$/, '');
}

/** Where the sign-in form hands off: the external app does the real sign-in. */
export function appSignInAction(appUrl: string): string {
  return `${appBase(appUrl)}/sign-in`;
}

/** Where the hidden sign-up form hands off. */
export function appSignUpAction(appUrl: string): string {
  return `${appBase(appUrl)}/sign-up`;
}

/**
 * The app URL that continues the sign-in with the visitor's email pre-filled and the chosen
 * method. The query names match the form's field names (email, method, remember), so the app
 * reads the same parameters whether JavaScript or the browser (before hydration) submitted.
 */
export function buildAppSignInUrl(
  appUrl: string,
  { email, remember, method }: { email: string; remember: boolean; method: SignInMethod },
): string {
  const url = new URL(appSignInAction(appUrl));
  url.searchParams.set('email', email);
  url.searchParams.set('method', method);
  if (remember) url.searchParams.set('remember', `${rememberMeDays}d`);
  return url.toString();
}

export function buildAppSignUpUrl(appUrl: string, email: string): string {
  const url = new URL(appSignUpAction(appUrl));
  url.searchParams.set('email', email);
  return url.toString();
}
