import { Fragment, type ReactNode } from 'react';

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
  const parts = template.split(/(\{\w+\})/g);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
