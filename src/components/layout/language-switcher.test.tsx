// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '@/i18n/locales/de';
import { LanguageSwitcher } from './language-switcher';
import { stubLayoutApis } from '@/testing/locale';
import { renderWithProviders } from '@/testing/render';

beforeAll(stubLayoutApis);

function setup() {
  return renderWithProviders(<LanguageSwitcher />, { language: 'de', messages: de }).locale;
}

describe('LanguageSwitcher', () => {
  it('shows the current flag and code and names the current language', () => {
    setup();
    const trigger = screen.getByRole('button', {
      name: 'Sprache ändern (aktuell: Deutsch, DE)',
    });
    expect(trigger).toHaveTextContent('DE');
    expect(trigger.querySelector('[data-flag="de"]')).not.toBeNull();
  });

  it('lists the ten languages with flag, native name and code; the current one is selected', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: /Sprache ändern/ }));
    await screen.findByRole('listbox', {}, { timeout: 10_000 });
    const list = screen.getByRole('listbox', { name: 'Sprache' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'EnglishEN',
      'EspañolES',
      'FrançaisFR',
      'DeutschDE',
      'PortuguêsPT',
      'ItalianoIT',
      'NederlandsNL',
      '日本語JA',
      '한국어KO',
      '简体中文ZH',
    ]);
    for (const option of options) expect(option.querySelector('svg[data-flag]')).not.toBeNull();
    const current = within(list).getByRole('option', { selected: true });
    expect(current).toHaveTextContent('Deutsch');
    expect(current).toHaveFocus();
  });

  it('moves with the arrow keys and picks with Enter, then closes', async () => {
    const locale = setup();
    await userEvent.click(screen.getByRole('button', { name: /Sprache ändern/ }));
    await screen.findByRole('listbox', {}, { timeout: 10_000 });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Português/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('option', { name: /English/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /简体中文/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(locale.setLanguage).toHaveBeenCalledWith('zh');
    // A popup closes after the press is painted (usePopupState).
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('picks with a click and does nothing when the current language is picked', async () => {
    const locale = setup();
    await userEvent.click(screen.getByRole('button', { name: /Sprache ändern/ }));
    await screen.findByRole('listbox', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('option', { name: /Deutsch/ }));
    expect(locale.setLanguage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Sprache ändern/ }));
    await screen.findByRole('listbox', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('option', { name: /Español/ }));
    expect(locale.setLanguage).toHaveBeenCalledWith('es');
  });
});
