import type { ReactNode } from 'react';
import { PageHead } from '@/components/seo/page-head';

/** A page with a heading and short text inside the shared chrome. */
export function SimplePage({
  title,
  metaTitle = title,
  description,
  path,
  text,
  children,
}: {
  title: string;
  metaTitle?: string;
  description: string;
  path: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHead title={metaTitle} description={description} path={path} />
      <section className="container py-24 sm:py-32">
        <h1 className="text-display text-balance">{title}</h1>
        {text ? <p className="text-lead text-muted-foreground mt-4 max-w-2xl">{text}</p> : null}
        {children}
      </section>
    </>
  );
}
