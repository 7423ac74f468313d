// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { format } from '@/i18n/format';
import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@/config/languages';
import { site } from '@/config/site';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import { loadMessages, type Messages } from '@/i18n/messages';
import { ja } from '@/i18n/locales/ja';
import { cookieConsentStorageKey } from '@/lib/cookie-consent';
import { storedItems } from '@/config/stored-items';
import { CookieBanner } from '@/components/layout/cookie-banner';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { CookiePolicyPage } from './cookie-policy-page';
import { LegalPage } from './legal-page';

function renderIn(language: LanguageCode, messages: Messages, page: React.ReactNode) {
  return renderWithProviders(page, { language, messages });
}

describe('legal documents', () => {
  it('numbers the 12 privacy sections and links each from the table of contents', () => {
    renderIn('en', en, <LegalPage document="privacy" />);
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
    renderIn('en', en, <LegalPage document="privacy" />);
    const email = screen.getByRole('link', { name: site.contactEmail });
    expect(email).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    const address = screen.getByText(site.address.street, { exact: false });
    expect(address.closest('address')).toHaveTextContent(
      `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    );
    expect(screen.getByText(/not directed to children under 16/)).toBeInTheDocument();
  });

  it('shows the last-updated date as a machine-readable time, in the page language', () => {
    renderIn('de', de, <LegalPage document="terms" />);
    const time = screen.getByText('28. November 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-28');
    expect(time.parentElement).toHaveTextContent(
      format(de.legal.lastUpdated, { date: '28. November 2026' }),
    );
  });

  it('promises in the terms the refund the pricing FAQ promises, in every language', async () => {
    for (const language of languageCodes) {
      const messages = await loadMessages(language, ['legal', 'pricing']);
      const billing = messages.legal.terms.sections.billing.body.join(' ');
      const refund = messages.pricing.faq.items.at(-1)!.answer;
      // The same guarantee in both: 30 days on annual plans, from the first payment.
      for (const text of [billing, refund]) expect(text, language).toMatch(/30\s?(?!\d)/);
      expect(billing, language).not.toBe(refund);
    }
    expect(en.legal.terms.sections.billing.body[0]).toContain(
      'Annual plans come with a 30-day money-back guarantee: if you cancel within 30 days of your first annual payment',
    );
    expect(en.pricing.faq.items.at(-1)!.answer).toContain(
      'Annual plans come with a 30-day money-back guarantee: cancel within 30 days of your first annual payment',
    );
    expect(en.legal.terms.sections.billing.body[0]).not.toMatch(/^[^.]*Fees are non-refundable/m);
  });

  it('fills the product name and has the 14 terms sections with Delaware law', () => {
    renderIn('en', en, <LegalPage document="terms" />);
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(14);
    expect(screen.getByText(/laws of the State of Delaware/)).toBeInTheDocument();
    expect(screen.queryByText(/\{product\}/)).not.toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`${site.productName}, Inc\\.`)).length).toBeGreaterThan(
      0,
    );
  });

  it('the cookie policy lists every stored item from the registry, its date and the contact', () => {
    renderIn('en', en, <CookiePolicyPage />);
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '1. About this policy',
      '2. What we store for every visitor',
      '3. Language suggestion from your country',
      '4. Team sign-in on /admin',
      '5. Third-party services, only when you ask',
      '6. What “Accept all” and “Decline” do',
      '7. Changing your choice',
      '8. Changes to this policy',
      '9. Contact us',
    ]);
    const article = screen.getByRole('article');
    const listed = [...article.querySelectorAll('[data-storage-key]')].map(
      (element) => element.textContent,
    );
    expect(listed).toEqual(storedItems.flatMap((item) => item.names));
    // Each item sits under its group's section, with where, how long and the legal basis.
    const country = article.querySelector('[data-stored-item="country"]')!;
    expect(country.closest('section')).toHaveAttribute(
      'data-legal-section',
      'language-from-your-country',
    );
    expect(country).toHaveTextContent('Session storage');
    expect(country).toHaveTextContent(en.legal.cookies.bases.consent);
    expect(country).toHaveTextContent('The country code ipapi.co answered');
    expect(article).toHaveTextContent('asks the geolocation service ipapi.co');
    expect(article).not.toHaveTextContent('{service}');
    expect(screen.getByText('November 25, 2026')).toHaveAttribute('datetime', '2026-11-25');
    expect(screen.getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
  });

  it('the German cookie policy lists the same items in German', () => {
    renderIn('de', de, <CookiePolicyPage />);
    const item = screen.getByRole('article').querySelector('[data-stored-item="scrollPositions"]')!;
    expect(item).toHaveTextContent(de.legal.cookies.storedItems.scrollPositions.name);
    expect(item).toHaveTextContent('Sitzungsspeicher (sessionStorage)');
    expect(item).toHaveTextContent('demoly.scroll-positions');
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
