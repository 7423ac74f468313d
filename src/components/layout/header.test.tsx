// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import type { LanguageCode } from '@/config/languages';
import { Header } from './header';
import { stubLayoutApis } from '@/testing/locale';
import { withProviders } from '@/testing/render';

beforeAll(stubLayoutApis);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

function header(language: LanguageCode = 'en', messages: Messages = en, path = '/pricing') {
  return withProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { language, messages, path },
  ).element;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Header', () => {
  afterEach(() => scrollTo(0));

  it('prerenders expanded with the full logo', () => {
    const html = renderToString(header());
    expect(html).toContain('data-compact="false"');
    expect(html).toContain('data-logo="full"');
  });

  it('turns compact with the minimal logo once scrolled past 50 px, and back', () => {
    render(header());
    const banner = screen.getByRole('banner');
    scrollTo(50);
    expect(banner).toHaveAttribute('data-compact', 'false');
    scrollTo(51);
    expect(banner).toHaveAttribute('data-compact', 'true');
    expect(banner.querySelector('[data-logo]')).toHaveAttribute('data-logo', 'minimal');
    expect(banner).toHaveClass('shadow-card');
    scrollTo(10);
    expect(banner).toHaveAttribute('data-compact', 'false');
    expect(banner.querySelector('[data-logo]')).toHaveAttribute('data-logo', 'full');
  });

  it('forces the light theme and stores it', () => {
    document.documentElement.classList.add('dark');
    localStorage.setItem('theme', 'dark');
    render(header());
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('links the logo home and Login / Start for free to the app in a new tab', () => {
    render(header('de', de, '/de/pricing'));
    expect(screen.getByRole('link', { name: 'Demoly-Startseite' })).toHaveAttribute('href', '/de');
    for (const name of [/^Anmelden/, /^Kostenlos starten/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', site.appUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('(öffnet in einem neuen Tab)');
    }
  });

  it('has the affiliate link with its 30% badge', () => {
    render(header());
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const affiliate = within(nav).getByRole('link', { name: /Affiliate/ });
    expect(affiliate).toHaveAttribute('href', site.affiliateUrl);
    expect(affiliate).toHaveAttribute('target', '_blank');
    expect(affiliate).toHaveTextContent('30%');
  });

  it('opens Solutions with three described entries and a side panel that follows the hovered entry', async () => {
    render(header());
    await userEvent.click(screen.getByRole('button', { name: 'Solutions' }));
    const entries = ['For Sales Teams', 'For Marketing Teams', 'For Product Teams'].map((name) =>
      screen.getByRole('link', { name: new RegExp(name) }),
    );
    expect(entries[0]).toHaveTextContent('Qualify and score every lead');
    const panelLinks = () =>
      screen.getAllByRole('link').filter((link) => link.closest('[data-panel] ul'));
    // The panel starts on sales.
    expect(panelLinks().map((link) => link.textContent)).toEqual([
      'Lead qualification (opens in a new tab)',
      'Lead scoring (opens in a new tab)',
      'Use cases (opens in a new tab)',
    ]);
    await userEvent.hover(entries[1]!);
    expect(panelLinks().map((link) => link.textContent)).toEqual([
      'Audience Analysis (opens in a new tab)',
      'Demo analytics (opens in a new tab)',
      'Conversation Analytics (opens in a new tab)',
    ]);
    await userEvent.hover(entries[2]!);
    expect(panelLinks()[0]).toHaveTextContent('Product intelligence');
    expect(panelLinks()).toHaveLength(3);
    for (const link of panelLinks()) {
      expect(link).toHaveAttribute('href', site.appUrl);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('sends a Solutions entry to the team on the localized home page', async () => {
    render(header('de', de, '/de/pricing'));
    await userEvent.click(screen.getByRole('button', { name: 'Lösungen' }));
    const entry = screen.getByRole('link', { name: /Für Produktteams/ });
    expect(entry).toHaveAttribute('href', '/de#product');
    await userEvent.click(entry);
    expect(screen.getByTestId('location')).toHaveTextContent('/de#product');
  });

  it('lists the Resources pages with descriptions, localized', async () => {
    render(header('de', de, '/de'));
    await userEvent.click(screen.getByRole('button', { name: 'Ressourcen' }));
    const hrefs = ['Blog', 'Kommende Events', 'Demo-Vorlagen', 'Videos', 'Webinare'].map((name) =>
      screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/de/resources/blog',
      '/de/resources/events',
      '/de/resources/templates',
      '/de/resources/videos',
      '/de/resources/webinars',
    ]);
    expect(screen.getByRole('link', { name: /^Webinare/ })).toHaveTextContent(
      'Live-Sessions mit Demo-Expertinnen',
    );
  });
});
