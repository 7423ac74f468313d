// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/i18n/locales/en';
import { de } from '@/i18n/locales/de';
import { CookieBanner, CookieSettingsButton } from './cookie-banner';
import { cookieConsentStorageKey, resetConsentStateForTests } from '@/lib/cookie-consent';
import { withProviders } from '@/testing/render';

function banner(language: 'en' | 'de' = 'en') {
  return withProviders(
    <>
      <CookieSettingsButton />
      <CookieBanner />
    </>,
    { language, messages: language === 'en' ? en : de },
  ).element;
}

describe('CookieBanner', () => {
  // The banner's own code is a chunk of its own, fetched when it is to be shown: here once, up
  // front, so each test's wait is for the banner and not for the module to be transformed.
  beforeAll(() => import('./cookie-banner-panel'));

  beforeEach(() => {
    localStorage.clear();
    resetConsentStateForTests();
  });

  it('is not part of the server-rendered HTML (it depends on storage)', () => {
    expect(renderToString(banner())).not.toContain('data-cookie-banner');
  });

  it('shows until a choice is stored; Accept all stores accepted', async () => {
    render(banner());
    const region = await screen.findByRole('region', { name: 'We value your privacy' });
    expect(region).toHaveClass('fixed');
    expect(screen.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookies',
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

  it('Cookie settings reopens it with the current choice; a new choice replaces the stored one', async () => {
    localStorage.setItem(cookieConsentStorageKey, 'accepted');
    render(banner());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settings);
    const region = await screen.findByRole('region', { name: 'We value your privacy' });
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent('Your current choice: all cookies accepted.');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(cookieConsentStorageKey)).toBe('declined');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(settings).toHaveFocus();

    await userEvent.click(settings);
    expect(await screen.findByRole('region')).toHaveTextContent(
      'Your current choice: optional cookies declined.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(localStorage.getItem(cookieConsentStorageKey)).toBe('accepted');
  });

  it('a reopened banner closes without changing the choice (button or Escape), in German too', async () => {
    localStorage.setItem(cookieConsentStorageKey, 'declined');
    render(banner('de'));
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aktuelle Wahl beibehalten' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await screen.findByRole('region');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem(cookieConsentStorageKey)).toBe('declined');
  });

  it('has no close button before a first choice: a choice is required', async () => {
    render(banner());
    await screen.findByRole('region');
    expect(
      screen.queryByRole('button', { name: 'Keep my current choice' }),
    ).not.toBeInTheDocument();
  });

  it('keeps a choice for the visit when storage refuses it', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(banner());
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});
