import type { LucideIcon } from 'lucide-react';
import { SimplePage } from '@/components/layout/simple-page';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';

const resourcePages = {
  events: paths.events,
  templates: paths.templates,
  videos: paths.videos,
  webinars: paths.webinars,
} as const;

export type ResourceKind = keyof typeof resourcePages;

/**
 * The four resources pages: a title and a coming-soon line. Each route
 * passes its own icon, so a page's chunk carries one icon rather than all four.
 */
export function ResourcePage({ kind, Icon }: { kind: ResourceKind; Icon: LucideIcon }) {
  const { messages } = useLocale();
  const text = messages.resources[kind];
  const path = resourcePages[kind];
  return (
    <SimplePage
      title={text.title}
      metaTitle={text.metaTitle}
      description={text.metaDescription}
      path={path}
    >
      <div className="border-border bg-muted mt-12 flex max-w-xl items-center gap-4 rounded-xl border border-dashed p-6">
        <Icon aria-hidden className="text-primary size-8 shrink-0" />
        <p className="text-body font-semibold">{text.text}</p>
      </div>
    </SimplePage>
  );
}
