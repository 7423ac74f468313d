// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { de } from '@/i18n/locales/de';
import { Footer } from './footer';
import { stubLayoutApis } from '@/testing/locale';
import { renderWithProviders } from '@/testing/render';

beforeAll(stubLayoutApis);

describe('Footer', () => {
  it('links every spec page, in the active language', () => {
    renderWithProviders(<Footer />, { language: 'de', messages: de });
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
    renderWithProviders(<Footer />);
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
