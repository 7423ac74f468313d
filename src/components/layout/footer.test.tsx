import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { LocaleContext } from '@/i18n/locale-context';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import { Footer } from './footer';
import { stubLayoutApis, testLocale } from './test-locale';

beforeAll(stubLayoutApis);

describe('Footer', () => {
  it('links every spec page, in the active language', () => {
    render(
      <MemoryRouter>
        <LocaleContext value={testLocale('de', de)}>
          <Footer />
        </LocaleContext>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Fußzeile' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/de/pricing',
      '/de/solutions/agencies',
      '/de#integrations',
      '/de/resources/blog',
      '/de/resources/events',
      '/de/resources/templates',
      '/de/resources/videos',
      '/de/resources/webinars',
      '/de/privacy-policy',
      '/de/terms-of-service',
      '/de/cookies',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
  });

  it('shows the San Francisco address and the contact e-mail', () => {
    render(
      <MemoryRouter>
        <LocaleContext value={testLocale('en', en)}>
          <Footer />
        </LocaleContext>
      </MemoryRouter>,
    );
    const address = screen.getByRole('contentinfo').querySelector('address');
    expect(address).toHaveTextContent('548 Market St, Suite 36512');
    expect(address).toHaveTextContent('San Francisco, CA 94104, USA');
    expect(within(address!).getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    expect(screen.getByText(/© \d{4} Demoly, Inc\. All rights reserved\./)).toBeInTheDocument();
  });
});
