// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import config from '../../../../tailwind.config';
import { de } from '@/i18n/locales/de';
import { ja } from '@/i18n/locales/ja';
import { renderWithProviders } from '@/testing/render';
import { BrandPage } from './brand-page';

describe('BrandPage', () => {
  it('shows the eight type styles, six colour tokens, every button variant and an error state', () => {
    renderWithProviders(<BrandPage />, { language: 'ja', messages: ja });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ブランドガイドライン');

    const styles = within(screen.getByRole('list', { name: 'テキストスタイル' })).getAllByRole(
      'listitem',
    );
    expect(styles.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'text-hero',
      'text-display',
      'text-heading',
      'text-subheading',
      'text-lead',
      'text-body',
      'text-caption',
      'text-micro',
    ]);
    expect(styles[5]).toHaveTextContent('16px');

    const colours = within(screen.getByRole('list', { name: 'セマンティックカラー' })).getAllByRole(
      'listitem',
    );
    expect(colours).toHaveLength(6);
    expect(colours[0]).toHaveTextContent('primary');
    expect(colours[0]).toHaveTextContent(config.theme.extend.colors.primary.DEFAULT);

    for (const label of Object.values(ja.brand.components.buttonLabels)) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    const website = screen.getByLabelText(ja.brand.components.websiteLabel);
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription(ja.brand.components.websiteError);
    expect(screen.getAllByText(ja.brand.rules.do)).toHaveLength(ja.brand.rules.items.length);
  });

  it('writes sizes, line heights and contrast ratios as German does: 40–72 px, 1,6, 7,3:1', () => {
    renderWithProviders(<BrandPage />, { language: 'de', messages: de });
    const styles = within(screen.getByRole('list', { name: de.brand.typography.listLabel }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(styles[0]).toMatch(/\d+–\d+\u00a0px/);
    expect(styles[5]).toContain('16\u00a0px · 1,6');
    const colours = within(screen.getByRole('list', { name: de.brand.colors.listLabel }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    for (const colour of colours) expect(colour).toMatch(/\d,\d:1/);
    expect(colours.join(' ')).not.toMatch(/\d\.\d:1|\dpx/);
  });
});
