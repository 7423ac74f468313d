import type { ReactNode } from 'react';

/** One part of the brand page, titled and described, that the contents link to. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-border border-t py-16">
      <h2 id={`${id}-title`} className="text-heading text-balance">
        {title}
      </h2>
      <p className="text-lead text-muted-foreground mt-3 max-w-2xl text-pretty">{description}</p>
      <div className="mt-10">{children}</div>
    </section>
  );
}
