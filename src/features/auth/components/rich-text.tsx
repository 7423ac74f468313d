import { Fragment, type ReactNode } from 'react';
import { formatParts } from '@/i18n/format';

/**
 * Fills `{name}` placeholders with elements (links) instead of strings, so translators keep
 * control of the word order around them.
 */
export function RichText({
  template,
  values,
}: {
  template: string;
  values: Record<string, ReactNode>;
}) {
  return (
    <>
      {formatParts(template, values).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
