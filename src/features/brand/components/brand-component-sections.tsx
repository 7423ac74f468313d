import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Logo, LogoMark } from '@/components/layout/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { Section } from './brand-section';

const buttonVariantNames = [
  'default',
  'accent',
  'outline',
  'secondary',
  'ghost',
  'link',
  'destructive',
  'inverse',
] as const;

const badgeVariantNames = ['default', 'accent', 'outline', 'muted', 'live'] as const;

/** The brand page's live components: buttons, badges and form fields as the site renders them. */
export function ComponentsSection() {
  const text = useLocale().messages.brand;
  const id = useId();
  return (
    <Section
      id="components"
      title={text.components.title}
      description={text.components.description}
    >
      <div className="space-y-12">
        <div>
          <h3 className="text-subheading">{text.components.buttons}</h3>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-5">
            {buttonVariantNames.map((variant) => (
              <li
                key={variant}
                className={cn(
                  'flex flex-col items-start gap-2',
                  variant === 'inverse' && 'bg-ink rounded-xl p-3',
                )}
              >
                <Button type="button" variant={variant}>
                  {text.components.buttonLabels[variant]}
                </Button>
                <code
                  className={cn(
                    'text-micro font-mono',
                    variant === 'inverse' ? 'text-white/80' : 'text-muted-foreground',
                  )}
                >
                  {variant}
                </code>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="text-subheading">{text.components.forms}</h3>
          <div className="mt-5 grid max-w-3xl gap-6 md:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-name`}>{text.components.nameLabel}</Label>
              <Input
                id={`${id}-name`}
                autoComplete="off"
                placeholder={text.components.namePlaceholder}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-website`}>{text.components.websiteLabel}</Label>
              <Input
                id={`${id}-website`}
                type="url"
                autoComplete="off"
                defaultValue={text.components.websiteValue}
                aria-invalid
                aria-describedby={`${id}-website-error`}
              />
              <p id={`${id}-website-error`} className="text-caption text-destructive font-medium">
                {text.components.websiteError}
              </p>
            </div>
            <div className="space-y-2 md:col-span-2">
              <Label htmlFor={`${id}-message`}>{text.components.messageLabel}</Label>
              <Textarea id={`${id}-message`} placeholder={text.components.messagePlaceholder} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-workspace`}>{text.components.disabledLabel}</Label>
              <Input id={`${id}-workspace`} disabled defaultValue={text.components.disabledValue} />
            </div>
          </div>
        </div>

        <div>
          <h3 className="text-subheading">{text.components.badges}</h3>
          <ul className="mt-5 flex flex-wrap items-center gap-3">
            {badgeVariantNames.map((variant) => (
              <li key={variant} className="flex flex-col items-start gap-2">
                <Badge variant={variant}>{text.components.badgeLabels[variant]}</Badge>
                <code className="text-micro text-muted-foreground font-mono">{variant}</code>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

/** The brand page's do and don't rules. */
export function RulesSection() {
  const text = useLocale().messages.brand;
  return (
    <Section id="rules" title={text.rules.title} description={text.rules.description}>
      <figure className="mb-8">
        <div className="border-border bg-muted flex flex-wrap items-center justify-center gap-8 rounded-2xl border p-8 sm:gap-16 sm:p-12">
          {/* The dashed frame is the clear space: one mark height (size-8) on each side. */}
          <div className="bg-background outline-primary/50 p-8 outline-2 outline-dashed">
            <Logo />
          </div>
          <div className="bg-background outline-primary/50 p-8 outline-2 outline-dashed">
            <LogoMark />
          </div>
        </div>
        <figcaption className="text-caption text-muted-foreground mt-3">
          {text.rules.logoCaption}
        </figcaption>
      </figure>
      <ul className="grid gap-6 lg:grid-cols-2">
        {text.rules.items.map((rule) => (
          <li key={rule.topic} className="border-border rounded-2xl border p-6">
            <h3 className="text-subheading">{rule.topic}</h3>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div className="border-success bg-success/5 rounded-xl border-t-4 p-4">
                <p className="text-caption text-success flex items-center gap-1.5 font-bold">
                  <Check aria-hidden className="size-4" />
                  {text.rules.do}
                </p>
                <p className="text-caption text-foreground mt-2">{rule.do}</p>
              </div>
              <div className="border-destructive bg-destructive/5 rounded-xl border-t-4 p-4">
                <p className="text-caption text-destructive flex items-center gap-1.5 font-bold">
                  <X aria-hidden className="size-4" />
                  {text.rules.dont}
                </p>
                <p className="text-caption text-foreground mt-2">{rule.dont}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
