import type { ReactNode } from 'react';
import { PageHead } from '@/components/seo/page-head';
import type { LanguageCode } from '@/config/languages';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { formatDecimal, formatPixels } from '@/i18n/numbers';
import { withColon } from '@/i18n/punctuation';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { ComponentsSection, RulesSection } from './brand-component-sections';
import { Section } from './brand-section';
import {
  colorTokens,
  contrastRatio,
  fontStacks,
  typeStyles,
  type ColorTokenName,
  type TypeStyleName,
} from '../tokens';

/** A unitless line height as the language writes decimals ("1,6" in German); others as set. */
function localLineHeight(value: string, language: LanguageCode): string {
  const number = /^\d+(?:\.(\d+))?$/.exec(value);
  return number ? formatDecimal(Number(value), number[1]?.length ?? 0, language) : value;
}

// Class names must appear literally for Tailwind to generate them.
const typeClasses: Record<TypeStyleName, string> = {
  hero: 'text-hero',
  display: 'text-display',
  heading: 'text-heading',
  subheading: 'text-subheading',
  lead: 'text-lead',
  body: 'text-body',
  caption: 'text-caption',
  micro: 'text-micro',
};

const swatchClasses: Record<ColorTokenName, string> = {
  primary: 'bg-primary text-primary-foreground',
  secondary: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
  muted: 'bg-muted text-muted-foreground',
  background: 'bg-background text-foreground',
  foreground: 'bg-foreground text-background',
};

const sectionIds = ['typography', 'fonts', 'colors', 'components', 'rules'] as const;

function TokenName({ children }: { children: ReactNode }) {
  return (
    <code className="text-caption text-primary-strong font-mono font-semibold">{children}</code>
  );
}

/** The brand guidelines: tokens read from tailwind.config.ts, live components. */
export function BrandPage() {
  const { messages, language } = useLocale();
  const text = messages.brand;
  const product = site.productName;
  const sectionTitles = {
    typography: text.typography.title,
    fonts: text.fonts.title,
    colors: text.colors.title,
    components: text.components.title,
    rules: text.rules.title,
  };

  return (
    <>
      <PageHead
        title={text.metaTitle}
        description={format(text.metaDescription, { product })}
        path={paths.brand}
      />
      <div className="container py-16 sm:py-24">
        <header className="max-w-3xl">
          <p className="text-micro text-primary font-semibold tracking-wider uppercase">
            {text.eyebrow}
          </p>
          <h1 className="text-display mt-3 text-balance">{text.title}</h1>
          <p className="text-lead text-muted-foreground mt-4 text-pretty">
            {format(text.subtitle, { product })}
          </p>
          <nav aria-label={text.contents} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {sectionIds.map((sectionId) => (
                <li key={sectionId}>
                  <a
                    href={`#${sectionId}`}
                    className="border-border text-caption hover:border-primary hover:text-primary inline-flex rounded-full border px-4 py-1.5 font-semibold"
                  >
                    {sectionTitles[sectionId]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>

        <div className="mt-16">
          <Section
            id="typography"
            title={text.typography.title}
            description={text.typography.description}
          >
            <ul aria-label={text.typography.listLabel} className="divide-border divide-y">
              {typeStyles.map((style) => (
                <li
                  key={style.name}
                  className="grid gap-3 py-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8"
                >
                  <div className="space-y-1">
                    <TokenName>text-{style.name}</TokenName>
                    <p className="text-caption text-foreground">
                      <span className="sr-only">
                        {withColon(text.typography.sizeLabel, language)}
                      </span>
                      <span className="font-semibold tabular-nums">
                        {formatPixels(style.pixels.min, style.pixels.max, language)}
                      </span>
                      <span className="text-muted-foreground">
                        {' '}
                        · {localLineHeight(style.lineHeight, language)}
                        {style.fontWeight ? ` · ${style.fontWeight}` : ''}
                      </span>
                    </p>
                    <p className="text-micro text-muted-foreground font-mono [overflow-wrap:anywhere]">
                      {style.size}
                    </p>
                    <p className="text-caption text-muted-foreground">
                      {text.typography.roles[style.name]}
                    </p>
                  </div>
                  <p
                    className={cn(
                      typeClasses[style.name],
                      'min-w-0 text-pretty break-words [word-break:auto-phrase]',
                    )}
                  >
                    {text.typography.sample}
                  </p>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="fonts" title={text.fonts.title} description={text.fonts.description}>
            <div className="grid gap-6 md:grid-cols-2">
              {(
                [
                  ['primary', 'Inter', 'font-sans', text.fonts.primaryUse],
                  ['secondary', 'System Mono', 'font-mono', text.fonts.secondaryUse],
                ] as const
              ).map(([kind, family, fontClass, use]) => (
                <figure key={kind} className="border-border shadow-card rounded-2xl border p-6">
                  <p className="text-micro text-primary font-semibold tracking-wider uppercase">
                    {kind === 'primary' ? text.fonts.primary : text.fonts.secondary}
                  </p>
                  <p className={cn(fontClass, 'text-display mt-4')} aria-hidden>
                    Aa Gg 123
                  </p>
                  <p className={cn(fontClass, 'text-subheading mt-2')}>{family}</p>
                  <p className={cn(fontClass, 'text-body mt-4')}>{text.fonts.specimen}</p>
                  <figcaption className="text-caption text-muted-foreground mt-4">
                    {use}
                    <span className="mt-2 block">
                      {withColon(text.fonts.stackLabel, language)}
                      <code className="text-micro font-mono break-words">
                        {fontStacks[kind].join(', ')}
                      </code>
                    </span>
                  </figcaption>
                </figure>
              ))}
            </div>
          </Section>

          <ColorsSection />

          <ComponentsSection />

          <RulesSection />
        </div>
      </div>
    </>
  );
}

/** The colour tokens, each a swatch with its value and contrast. */
function ColorsSection() {
  const { messages, language } = useLocale();
  const text = messages.brand;
  return (
    <Section id="colors" title={text.colors.title} description={text.colors.description}>
      <ul aria-label={text.colors.listLabel} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {colorTokens.map((token) => {
          const ratio = contrastRatio(token.hex, token.onHex);
          return (
            <li
              key={token.name}
              className="border-border shadow-card overflow-hidden rounded-2xl border"
            >
              <div
                className={cn(
                  swatchClasses[token.name],
                  'border-border flex h-28 items-end justify-between border-b p-4',
                )}
              >
                <span className="text-subheading font-bold" aria-hidden>
                  Aa
                </span>
                <span className="text-micro font-semibold tabular-nums">
                  {formatDecimal(ratio, 1, language)}:1 {ratio >= 4.5 ? 'AA' : ''}
                </span>
              </div>
              <div className="space-y-1 p-4">
                <div className="flex items-baseline justify-between gap-2">
                  <TokenName>{token.name}</TokenName>
                  <span className="text-caption text-muted-foreground font-mono uppercase">
                    {token.hex}
                  </span>
                </div>
                <p className="text-caption text-muted-foreground">
                  {text.colors.usage[token.name]}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
