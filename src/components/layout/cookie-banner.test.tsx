import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/i18n/locale-context';
import { en } from '@/i18n/locales/en';
import { CookieBanner } from './cookie-banner';
import { cookieConsentStorageKey } from './cookie-consent';
import { testLocale } from './test-locale';

function banner() {
  return (
    <MemoryRouter>
      <LocaleContext value={testLocale('en', en)}>
        <CookieBanner />
      </LocaleContext>
    </MemoryRouter>
  );
}

describe('CookieBanner', () => {
  beforeEach(() => localStorage.clear());

  it('is not part of the server-rendered HTML (it depends on storage)', () => {
    expect(renderToString(banner())).toBe('');
  });

  it('shows until a choice is stored; Accept all stores accepted', async () => {
    render(banner());
    const region = await screen.findByRole('region', { name: 'We value your privacy' });
    expect(region).toHaveClass('fixed');
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(localStorage.getItem(cookieConsentStorageKey)).toBe('accepted');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('Decline stores declined', async () => {
    render(banner());
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(cookieConsentStorageKey)).toBe('declined');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it.each(['accepted', 'declined'])('stays hidden once %s is stored', (choice) => {
    localStorage.setItem(cookieConsentStorageKey, choice);
    render(banner());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a known choice', async () => {
    localStorage.setItem(cookieConsentStorageKey, 'maybe');
    render(banner());
    expect(await screen.findByRole('region')).toBeInTheDocument();
  });
});
