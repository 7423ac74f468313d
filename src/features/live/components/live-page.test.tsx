// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubLayoutApis } from '@/testing/locale';
import { languageCodes, type LanguageCode } from '@/config/languages';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { en } from '@/i18n/locales/en';
import { loadMessages, type Messages } from '@/i18n/messages';
import { splitHoistedHead } from '@/lib/hoisted-head';
import { LivePage } from './live-page';
import { withProviders } from '@/testing/render';

beforeAll(stubLayoutApis);

function page(language: LanguageCode = 'en', messages: Messages = en) {
  return withProviders(<LivePage />, { language, messages }).element;
}

describe('LivePage', () => {
  it.each(languageCodes)('prerenders in %s with the product name filled in', async (language) => {
    const messages = await loadMessages(language);
    const container = document.createElement('div');
    container.innerHTML = splitHoistedHead(renderToString(page(language, messages))).body;
    expect(container.textContent).not.toContain('{product}');
    expect(container.querySelector('h1')?.textContent).toContain(site.productName);
    expect(container.querySelector('iframe')).toBeNull();
    const hero = container.querySelector('img');
    expect(hero?.getAttribute('width')).toBe('1200');
    expect(hero?.getAttribute('height')).toBe('900');
  });

  it('hydrates the prerender without mismatches', async () => {
    const container = document.createElement('div');
    container.innerHTML = splitHoistedHead(renderToString(page())).body;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page()));
    act(() => root.unmount());
    container.remove();
  });

  it('dismisses the launch banner for this visit', async () => {
    const user = userEvent.setup();
    render(page('fr', await loadMessages('fr')));
    const banner = screen.getByRole('region', { name: 'Annonce' });
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      `/fr${paths.live}`,
    );
    await user.click(screen.getByRole('button', { name: 'Fermer l’annonce' }));
    expect(banner).not.toBeInTheDocument();
  });

  it('creates the video iframe only while the dialog is open', async () => {
    const user = userEvent.setup();
    render(page());
    expect(document.querySelector('iframe')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Watch a video' });
    await user.click(trigger);
    const dialog = await screen.findByRole(
      'dialog',
      { name: `${site.productName} Live in action` },
      { timeout: 10_000 },
    );
    const frame = dialog.querySelector('iframe');
    expect(frame).toHaveAttribute('src', site.videoEmbedUrl);
    expect(frame).toHaveAttribute('title', `${site.productName} Live product video`);
    // Focus stays in our document (not the cross-origin player), so Escape still closes.
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
