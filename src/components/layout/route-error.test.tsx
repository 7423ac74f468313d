// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageCodes } from '@/config/languages';
import { catalogues } from '@/i18n/locales/all';
import { renderWithProviders } from '@/testing/render';
import { UnexpectedError } from './route-error';

describe('UnexpectedError', () => {
  it.each(languageCodes)('names the failure in the page’s language (%s)', (language) => {
    const messages = catalogues[language];
    // The screen logs the error it shows; that log is the point here, not a test failure.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<UnexpectedError error={new Error('boom')} />, { language, messages });
    // textContent as is: French puts a narrow no-break space before “!”.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.common.error.title);
    expect(screen.getByRole('button', { name: messages.common.error.reload })).toBeVisible();
    expect(logged).toHaveBeenCalledWith(new Error('boom'));
  });

  it('keeps the spec’s English heading and says it differently in every other language', () => {
    expect(catalogues.en.common.error.title).toBe('Unexpected Application Error!');
    const titles = languageCodes.map((language) => catalogues[language].common.error.title);
    expect(new Set(titles).size).toBe(languageCodes.length);
  });
});
