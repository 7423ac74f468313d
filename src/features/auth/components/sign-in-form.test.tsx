// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/config/languages';
import { site } from '@/config/site';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { renderWithProviders } from '@/testing/render';
import { SignInForm } from './sign-in-form';

function renderForm(language: LanguageCode, messages: Messages) {
  const onHandOff = vi.fn<(url: string) => void>();
  renderWithProviders(<SignInForm onHandOff={onHandOff} />, { language, messages });
  return { onHandOff, user: userEvent.setup() };
}

describe('SignInForm', () => {
  it('shows a translated inline error for an invalid email, keeps the text and stays put', async () => {
    const { onHandOff, user } = renderForm('de', de);
    const email = screen.getByLabelText('Geschäftliche E-Mail-Adresse');
    expect(email).toHaveAttribute('type', 'email');

    await user.type(email, 'ada@firma');
    await user.click(screen.getByRole('button', { name: /4-stelligen Code senden/ }));

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(de.auth.errors.emailInvalid);
    expect(email).toHaveValue('ada@firma');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(de.auth.errors.emailInvalid);
    expect(email).toHaveFocus();
    expect(onHandOff).not.toHaveBeenCalled();
  });

  it('asks for an email when the field is empty', async () => {
    const { onHandOff, user } = renderForm('en', en);
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your email address.');
    expect(onHandOff).not.toHaveBeenCalled();
  });

  it('hands a valid email over to the app for the 4-digit code, with Remember me', async () => {
    const { onHandOff, user } = renderForm('en', en);
    await user.type(screen.getByLabelText('Work email'), ' ada@example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Send 4-digit code' }));

    expect(onHandOff).toHaveBeenCalledTimes(1);
    const url = new URL(onHandOff.mock.calls[0]?.[0] ?? '');
    expect(url.href.startsWith(site.appUrl.replace(/\/+$/, ''))).toBe(true);
    expect(url.searchParams.get('email')).toBe('ada@example.com');
    expect(url.searchParams.get('method')).toBe('code');
    expect(url.searchParams.get('remember')).toBe('30d');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Both buttons wait while the app opens, so a second click cannot fire twice.
    expect(screen.getByRole('button', { name: /Opening/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with password' })).toBeDisabled();
  });

  it('submits with Enter in the email field as a code sign-in', async () => {
    const { onHandOff, user } = renderForm('en', en);
    await user.type(screen.getByLabelText('Work email'), 'ada@example.com{Enter}');
    expect(new URL(onHandOff.mock.calls[0]?.[0] ?? '').searchParams.get('method')).toBe('code');
  });

  it('hands over for a password sign-in from the secondary button', async () => {
    const { onHandOff, user } = renderForm('en', en);
    await user.type(screen.getByLabelText('Work email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    const url = new URL(onHandOff.mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('method')).toBe('password');
    expect(url.searchParams.has('remember')).toBe(false);
  });
});
