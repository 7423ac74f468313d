import { describe, expect, it } from 'vitest';
import { appSignInAction, buildAppSignInUrl, buildAppSignUpUrl } from './app-handoff';

describe('hand-off to the external app', () => {
  it('continues a code sign-in with the email and the 30-day choice', () => {
    const url = new URL(
      buildAppSignInUrl('https://app.example.com/', {
        email: 'ada+demo@example.com',
        remember: true,
        method: 'code',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://app.example.com/sign-in');
    expect(url.searchParams.get('email')).toBe('ada+demo@example.com');
    expect(url.searchParams.get('method')).toBe('code');
    expect(url.searchParams.get('remember')).toBe('30d');
  });

  it('leaves "remember" out when the box is not ticked', () => {
    const url = new URL(
      buildAppSignInUrl('https://app.example.com', {
        email: 'ada@example.com',
        remember: false,
        method: 'password',
      }),
    );
    expect(url.searchParams.get('method')).toBe('password');
    expect(url.searchParams.has('remember')).toBe(false);
  });

  it('keeps a base path of the app URL', () => {
    expect(appSignInAction('https://example.com/app//')).toBe('https://example.com/app/sign-in');
    expect(buildAppSignUpUrl('https://example.com/app', 'a@b.co')).toBe(
      'https://example.com/app/sign-up?email=a%40b.co',
    );
  });
});
