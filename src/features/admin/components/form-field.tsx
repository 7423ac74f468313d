import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/**
 * One labelled form field: hint and error under it, both tied to the control through
 * aria-describedby, and an optional character counter.
 */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  count,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  count?: { value: number; max: number };
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const text = useLocale().messages.admin.editor.fields;
  const describedBy = [
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
    count ? `${id}-count` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const over = count ? count.value > count.max : false;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
        {required ? (
          <span aria-hidden className="text-destructive ml-0.5">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {(hint || count) && (
        <div className="text-micro text-muted-foreground flex items-start justify-between gap-3">
          {hint ? (
            <p id={`${id}-hint`} className="min-w-0 break-words">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {count ? (
            <p
              id={`${id}-count`}
              className={cn('shrink-0 tabular-nums', over && 'text-destructive font-semibold')}
            >
              {format(text.characterCount, { count: count.value, max: count.max })}
            </p>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-caption text-destructive font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}
