import { describe, expect, it } from 'vitest';
import config from '../../../tailwind.config';
import { colorTokens, contrastRatio, describePixels, typeStyles } from './tokens';

describe('brand tokens', () => {
  it('lists the eight type styles of the config, in order, with their sizes', () => {
    expect(typeStyles.map((style) => style.name)).toEqual([
      'hero',
      'display',
      'heading',
      'subheading',
      'lead',
      'body',
      'caption',
      'micro',
    ]);
    const body = typeStyles.find((style) => style.name === 'body');
    expect(body).toMatchObject({ size: '1rem', pixels: { min: 16 }, lineHeight: '1.6' });
    const hero = typeStyles.find((style) => style.name === 'hero');
    expect(hero?.size).toBe(config.theme.extend.fontSize.hero[0]);
  });

  it('reads pixel sizes from rem values and clamp() ranges', () => {
    expect(describePixels('1.25rem')).toEqual({ min: 20 });
    expect(describePixels('0.75rem')).toEqual({ min: 12 });
    expect(describePixels('clamp(2.5rem, 5vw + 1rem, 4.5rem)')).toEqual({ min: 40, max: 72 });
    expect(describePixels('clamp(24px, 2vw, 36px)')).toEqual({ min: 24, max: 36 });
  });

  it('shows the six semantic colours with the hex values of tailwind.config.ts', () => {
    const { colors } = config.theme.extend;
    expect(Object.fromEntries(colorTokens.map((token) => [token.name, token.hex]))).toEqual({
      primary: colors.primary.DEFAULT,
      secondary: colors.secondary.DEFAULT,
      accent: colors.accent.DEFAULT,
      muted: colors.muted.DEFAULT,
      background: colors.background,
      foreground: colors.foreground,
    });
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it.each(colorTokens)('pairs $name with a foreground that meets WCAG AA', (token) => {
    expect(contrastRatio(token.hex, token.onHex)).toBeGreaterThanOrEqual(4.5);
  });
});
