import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/config/languages';
import { localizePath } from '@/config/paths';
import { site } from '@/config/site';
import { LocaleContext } from '@/i18n/locale-context';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

function renderIn(language: LanguageCode, messages: Messages, page: React.ReactNode) {
  return render(
    <LocaleContext
      value={{
        language,
        messages,
        isLoading: false,
        setLanguage: async () => {},
        localizePath: (path) => localizePath(path, language),
      }}
    >
      {page}
    </LocaleContext>,
  );
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
});
