// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubLayoutApis } from '@/testing/locale';
import { TooltipProvider } from '@/components/ui/tooltip';
import { languageCodes, type LanguageCode } from '@/config/languages';
import { loadMessages } from '@/i18n/messages';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { splitHoistedHead } from '@/lib/hoisted-head';
import { PricingPage } from './pricing-page';
import { withProviders } from '@/testing/render';

beforeAll(stubLayoutApis);

function page(language: LanguageCode = 'en', messages: Messages = en) {
  return withProviders(
    <>
      <TooltipProvider>
        <PricingPage />
      </TooltipProvider>
    </>,
    { language, messages },
  ).element;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('PricingPage', () => {
  it.each(languageCodes)('prerenders in %s with three plan cards', async (language) => {
    const messages = await loadMessages(language);
    const container = document.createElement('div');
    container.innerHTML = splitHoistedHead(renderToString(page(language, messages))).body;
    expect(container.querySelectorAll('article')).toHaveLength(3);
    expect(container.querySelector('h1')?.textContent).toBe(messages.pricing.title);
  });

  it.each(['en', 'ja'] as const)(
    'hydrates the %s prerender without mismatches',
    async (language) => {
      const messages = await loadMessages(language);
      const container = document.createElement('div');
      container.innerHTML = splitHoistedHead(renderToString(page(language, messages))).body;
      document.body.append(container);
      // A hydration mismatch is reported through console.error, which fails the test.
      const root = await act(async () => hydrateRoot(container, page(language, messages)));
      act(() => root.unmount());
      container.remove();
    },
  );

  it('writes prices and counts in each language’s own forms: US$ in Japanese, 1.000 in Italian, /maand in Dutch', async () => {
    const japanese = render(page('ja', await loadMessages('ja')));
    expect(within(card('Growth')).getByTestId('growth-price')).toHaveTextContent(/^US\$75$/);
    expect(document.body.textContent).not.toMatch(/(?<!US)\$\d/);
    japanese.unmount();

    const italian = render(page('it', await loadMessages('it')));
    const options = within(card('Growth')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('1.000 demo/mese');
    expect(document.body.textContent).not.toMatch(/(?<![\d.])\d{4} demo/);
    italian.unmount();

    render(page('nl', await loadMessages('nl')));
    expect(document.body.textContent).toContain('/maand');
    expect(document.body.textContent).not.toContain('/mnd');
  });

  it('prices Growth from the table as the selector changes', async () => {
    const user = userEvent.setup();
    render(page());
    const growth = card('Growth');
    expect(within(growth).getByTestId('growth-price')).toHaveTextContent('$75');
    await user.selectOptions(within(growth).getByLabelText('Demos per month'), '50');
    expect(within(growth).getByTestId('growth-price')).toHaveTextContent('$372');
    await user.selectOptions(within(growth).getByLabelText('Demos per month'), '200');
    expect(within(growth).getByTestId('growth-price')).toHaveTextContent('Get a quote');
    expect(within(growth).getByRole('link', { name: 'Book a Demo' })).toBeInTheDocument();
  });

  it('switches to yearly prices and the bonus line', async () => {
    const user = userEvent.setup();
    render(page());
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
    const growth = card('Growth');
    expect(within(growth).getByTestId('growth-price')).toHaveTextContent('$765');
    expect(within(growth).getByTestId('growth-allowance')).toHaveTextContent(
      '10 demos/mo + 100 bonus demos/year',
    );
    expect(within(card('Base')).getByTestId('base-allowance')).toHaveTextContent('5 demos/mo');
    // Clicking the active period keeps it selected (a toggle group could otherwise be emptied).
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('formats prices for the active language', async () => {
    const user = userEvent.setup();
    const de = await loadMessages('de');
    render(page('de', de));
    const growth = card('Growth');
    await user.selectOptions(within(growth).getByLabelText('Demos pro Monat'), '1000');
    expect(
      within(card('Base')).getByRole('option', { name: '1.000 Demos/Monat' }),
    ).toBeInTheDocument();
    await user.selectOptions(within(growth).getByLabelText('Demos pro Monat'), '50');
    expect(within(growth).getByTestId('growth-price').textContent).toMatch(/^372\s\$$/);
  });
});
