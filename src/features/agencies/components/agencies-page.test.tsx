// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubLayoutApis } from '@/testing/locale';
import { languageCodes, type LanguageCode } from '@/config/languages';
import { site } from '@/config/site';
import { en } from '@/i18n/locales/en';
import { loadMessages, type Messages } from '@/i18n/messages';
import { splitHoistedHead } from '@/lib/hoisted-head';
import { AgenciesPage } from './agencies-page';
import { withProviders } from '@/testing/render';

beforeAll(stubLayoutApis);

function page(language: LanguageCode = 'en', messages: Messages = en) {
  return withProviders(<AgenciesPage />, { language, messages }).element;
}

describe('AgenciesPage', () => {
  it.each(languageCodes)('prerenders every section in %s', async (language) => {
    const messages = await loadMessages(language);
    const container = document.createElement('div');
    container.innerHTML = splitHoistedHead(renderToString(page(language, messages))).body;
    expect(container.querySelector('h1')?.textContent).toBe(messages.agencies.hero.title);
    expect(container.querySelectorAll('h3')).toHaveLength(4);
    expect(container.querySelectorAll('figure')).toHaveLength(2);
  });

  it('hydrates the prerender without mismatches', async () => {
    const container = document.createElement('div');
    container.innerHTML = splitHoistedHead(renderToString(page())).body;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page()));
    act(() => root.unmount());
    container.remove();
  });

  it('asks for the partner guide by e-mail with a prefilled subject', () => {
    render(page());
    const guide = screen.getByRole('link', { name: 'Request the partner guide' });
    const href = new URL(guide.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(site.contactEmail);
    expect(href.searchParams.get('subject')).toBe('Partner guide request');
    expect(guide).toHaveAccessibleDescription('We’ll email you the guide');
  });

  it('reads each star row as one rating', () => {
    render(page());
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
  });
});
