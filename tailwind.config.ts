import type { Config } from 'tailwindcss';

/**
 * Design tokens, defined once. Components use these names (bg-primary, text-muted-foreground,
 * rounded-lg, text-display...) and never raw hex values. Contrast of every foreground/background
 * pair below meets WCAG AA for body text.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    container: { center: true, padding: '1.25rem', screens: { '2xl': '1280px' } },
    extend: {
      colors: {
        background: '#ffffff',
        foreground: '#0b1020',
        primary: { DEFAULT: '#4f2ee8', foreground: '#ffffff', soft: '#efebff', strong: '#3a1fc4' },
        secondary: { DEFAULT: '#f3f4f8', foreground: '#161b2e' },
        accent: { DEFAULT: '#c2410c', foreground: '#ffffff', soft: '#fff1e8' },
        muted: { DEFAULT: '#f6f7fb', foreground: '#4a5266' },
        border: '#e3e6ef',
        input: '#cfd4e2',
        ring: '#4f2ee8',
        success: { DEFAULT: '#157347', foreground: '#ffffff' },
        destructive: { DEFAULT: '#c62828', foreground: '#ffffff' },
        ink: { DEFAULT: '#0b1020', soft: '#1c2238' },
      },
      fontFamily: {
        sans: [
          '"Inter Variable"',
          'Inter',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          '"Hiragino Sans"',
          '"Noto Sans CJK JP"',
          '"Noto Sans CJK KR"',
          '"Noto Sans CJK SC"',
          '"Microsoft YaHei"',
          'sans-serif',
        ],
        display: ['"Inter Variable"', 'Inter', 'system-ui', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
      },
      fontSize: {
        hero: [
          'clamp(2.5rem, 5vw + 1rem, 4.5rem)',
          { lineHeight: '1.05', letterSpacing: '-0.03em', fontWeight: '800' },
        ],
        display: [
          'clamp(2rem, 3vw + 1rem, 3.25rem)',
          { lineHeight: '1.1', letterSpacing: '-0.02em', fontWeight: '750' },
        ],
        heading: [
          'clamp(1.5rem, 1.5vw + 1rem, 2.25rem)',
          { lineHeight: '1.2', letterSpacing: '-0.01em', fontWeight: '700' },
        ],
        subheading: ['1.25rem', { lineHeight: '1.4', fontWeight: '600' }],
        lead: ['1.125rem', { lineHeight: '1.65' }],
        body: ['1rem', { lineHeight: '1.6' }],
        caption: ['0.875rem', { lineHeight: '1.45' }],
        micro: ['0.75rem', { lineHeight: '1.35', letterSpacing: '0.02em' }],
      },
      borderRadius: {
        sm: '0.375rem',
        md: '0.5rem',
        lg: '0.75rem',
        xl: '1rem',
        '2xl': '1.5rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(11 16 32 / 0.04), 0 8px 24px rgb(11 16 32 / 0.06)',
        popover: '0 12px 32px rgb(11 16 32 / 0.14)',
      },
      keyframes: {
        marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
        'fade-up': {
          from: { opacity: '0', transform: 'translateY(8px)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
      },
      animation: {
        marquee: 'marquee 25s linear infinite',
        'fade-up': 'fade-up 0.4s ease-out both',
      },
    },
  },
} satisfies Config;
