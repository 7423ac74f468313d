import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/config/languages';
import { site } from '@/config/site';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { ja } from '@/i18n/locales/ja';
import { cookieConsentStorageKey } from '@/components/layout/cookie-consent';
import { CookieBanner } from '@/components/layout/cookie-banner';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { CookiePolicyPage } from './cookie-policy-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

function renderIn(language: LanguageCode, messages: Messages, page: React.ReactNode) {
  return renderWithProviders(page, { language, messages });
}

describe('legal documents', () => {
  it('numbers the 12 privacy sections and links each from the table of contents', () => {
    renderIn('en', en, <PrivacyPolicyPage />);
    const article = screen.getByRole('article');
    const headings = within(article).getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(12);
    expect(headings[0]).toHaveTextContent('1. Introduction');
    expect(headings[3]).toHaveTextContent('4. Third-party integrations and data sharing');
    expect(headings[11]).toHaveTextContent('12. Contact us');

    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      headings.map((heading) => `#${heading.id}`),
    );
  });

  it('ends the privacy policy with the postal address and a mailto link', () => {
    renderIn('en', en, <PrivacyPolicyPage />);
    const email = screen.getByRole('link', { name: site.contactEmail });
    expect(email).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    const address = screen.getByText(site.address.street, { exact: false });
    expect(address.closest('address')).toHaveTextContent(
      `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    );
    expect(screen.getByText(/not directed to children under 16/)).toBeInTheDocument();
  });

  it('shows the last-updated date as a machine-readable time, in the page language', () => {
    renderIn('de', de, <TermsOfServicePage />);
    const time = screen.getByText('16. September 2024');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-09-16');
    expect(time.parentElement).toHaveTextContent('Zuletzt aktualisiert am 16. September 2024');
  });

  it('fills the product name and has the 14 terms sections with Delaware law', () => {
    renderIn('en', en, <TermsOfServicePage />);
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(14);
    expect(screen.getByText(/laws of the State of Delaware/)).toBeInTheDocument();
    expect(screen.queryByText(/\{product\}/)).not.toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`${site.productName}, Inc\\.`)).length).toBeGreaterThan(
      0,
    );
  });

  it('the cookie policy names every stored key, its own date and the contact address', () => {
    renderIn('en', en, <CookiePolicyPage />);
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '1. About this policy',
      '2. What we store and why',
      '3. Team sign-in on /admin',
      '4. Third-party services, only when you ask',
      '5. What “Accept all” and “Decline” do',
      '6. Changing your choice',
      '7. Changes to this policy',
      '8. Contact us',
    ]);
    const article = screen.getByRole('article');
    for (const key of [
      cookieConsentStorageKey,
      'demoly.language-preference',
      'demoly.language',
      'demoly.admin.session',
      'Cal.com',
      'Clerk',
    ]) {
      expect(article).toHaveTextContent(key);
    }
    expect(screen.getByText('November 23, 2026')).toHaveAttribute('datetime', '2026-11-23');
    expect(screen.getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
  });

  it('reopens the consent banner from the cookie policy, in Japanese too', async () => {
    localStorage.setItem(cookieConsentStorageKey, 'accepted');
    renderIn(
      'ja',
      ja,
      <>
        <CookiePolicyPage />
        <CookieBanner />
      </>,
    );
    const banner = { name: ja.common.cookies.title };
    expect(screen.queryByRole('region', banner)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ja.common.cookies.settings }));
    expect(await screen.findByRole('region', banner)).toBeVisible();
    localStorage.clear();
  });
});
