import { useLocale } from '@/i18n/use-locale';
import { integrationGroups } from '../data';

export const integrationsSectionId = 'integrations';

/** Integrations (id integrations): tools by kind, as plain text tiles. */
export function Integrations() {
  const { messages } = useLocale();
  const text = messages.home.integrations;
  return (
    <section
      id={integrationsSectionId}
      aria-labelledby="integrations-title"
      className="bg-muted render-when-near scroll-mt-20 py-20 sm:py-28"
    >
      <div className="container">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-caption text-primary font-semibold tracking-wide uppercase">
            {text.eyebrow}
          </p>
          <h2 id="integrations-title" className="text-display mt-3 text-balance">
            {text.title}
          </h2>
          <p className="text-lead text-muted-foreground mt-4 text-pretty">{text.subtitle}</p>
        </div>
        <div className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
          {integrationGroups.map(({ id, Icon, tools }) => (
            <section
              key={id}
              aria-labelledby={`integrations-${id}`}
              className="bg-background shadow-card rounded-2xl p-3.5 last:col-span-2 sm:p-5 lg:last:col-span-1"
            >
              <h3
                id={`integrations-${id}`}
                className="text-caption text-muted-foreground flex items-center gap-2 font-semibold tracking-wide uppercase"
              >
                <Icon aria-hidden className="text-primary size-4" />
                {text.groups[id]}
              </h3>
              <ul className="mt-4 space-y-2">
                {tools.map((tool) => (
                  <li
                    key={tool}
                    className="text-caption sm:text-body border-border flex items-center gap-2.5 rounded-xl border px-2.5 py-2 font-semibold sm:gap-3 sm:px-3 sm:py-2.5"
                  >
                    <span
                      aria-hidden
                      className="bg-primary-soft text-primary-strong grid size-7 shrink-0 place-items-center rounded-lg text-sm font-bold sm:size-8"
                    >
                      {tool.charAt(0)}
                    </span>
                    {tool}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
