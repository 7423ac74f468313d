import config from '../../../tailwind.config';

/**
 * The brand page reads the design tokens from tailwind.config.ts itself, so what it shows can
 * never drift from what the site uses.
 */
const { colors, fontFamily, fontSize } = config.theme.extend;

export const typeStyleNames = [
  'hero',
  'display',
  'heading',
  'subheading',
  'lead',
  'body',
  'caption',
  'micro',
] as const satisfies readonly (keyof typeof fontSize)[];
export type TypeStyleName = (typeof typeStyleNames)[number];

export const colorTokenNames = [
  'primary',
  'secondary',
  'accent',
  'muted',
  'background',
  'foreground',
] as const satisfies readonly (keyof typeof colors)[];
export type ColorTokenName = (typeof colorTokenNames)[number];

export interface TypeStyle {
  name: TypeStyleName;
  /** The CSS font-size as configured (a fixed rem value or a fluid clamp()). */
  size: string;
  /** The size in CSS pixels: 20, or 40 to 72 for a fluid style (the page formats it). */
  pixels: PixelSize;
  lineHeight: string;
  fontWeight: string | undefined;
}

const remPx = 16;

/** A font size in CSS pixels; a fluid style has the range its clamp() allows. */
export interface PixelSize {
  min: number;
  max?: number;
}

/** "1.25rem" -> { min: 20 }; "clamp(2.5rem, 5vw + 1rem, 4.5rem)" -> { min: 40, max: 72 }. */
export function describePixels(size: string): PixelSize {
  const toPx = (value: string) =>
    Math.round(parseFloat(value) * (value.endsWith('rem') ? remPx : 1));
  const clamp = /^clamp\(\s*([\d.]+(?:rem|px))\s*,.*,\s*([\d.]+(?:rem|px))\s*\)$/.exec(size);
  if (clamp?.[1] && clamp[2]) return { min: toPx(clamp[1]), max: toPx(clamp[2]) };
  return { min: toPx(size) };
}

export const typeStyles: TypeStyle[] = typeStyleNames.map((name) => {
  // The config declares each style as [size, options]; TypeScript widens it to an array.
  const [size, options] = fontSize[name] as unknown as [
    string,
    { lineHeight: string; fontWeight?: string },
  ];
  return {
    name,
    size,
    pixels: describePixels(size),
    lineHeight: options.lineHeight,
    fontWeight: options.fontWeight,
  };
});

function hexOf(value: string | { DEFAULT: string }): string {
  return typeof value === 'string' ? value : value.DEFAULT;
}

export interface ColorToken {
  name: ColorTokenName;
  hex: string;
  /** The colour text takes on this token (its `-foreground` pair). */
  onHex: string;
}

export const colorTokens: ColorToken[] = colorTokenNames.map((name) => {
  const value = colors[name];
  const onHex =
    name === 'background'
      ? colors.foreground
      : name === 'foreground'
        ? colors.background
        : typeof value === 'string'
          ? colors.foreground
          : value.foreground;
  return { name, hex: hexOf(value), onHex };
});

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two #rrggbb colours, e.g. 4.5 for AA body text. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const fontStacks = {
  primary: fontFamily.sans,
  secondary: fontFamily.mono,
} as const;
