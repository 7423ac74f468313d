import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';

/** Results tiles. The first four are the headline numbers. */
export function Results() {
  const { messages } = useLocale();
  const text = messages.home.results;
  return (
    <section aria-labelledby="results-title" className="render-when-near py-20 sm:py-28">
      <div className="container">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-caption text-primary font-semibold tracking-wide uppercase">
            {text.eyebrow}
          </p>
          <h2 id="results-title" className="text-display mt-3 text-balance">
            {text.title}
          </h2>
        </div>
        {/*
          The numbers are words in some languages ("80時間以上", "Über 80"): below 352 px a tile of
          two columns is narrower than they are, so the tiles stack; a phone's size keeps two.
        */}
        <ul
          data-stat-tiles
          className="mt-12 grid grid-cols-1 gap-4 min-[22rem]:grid-cols-2 sm:gap-6 lg:grid-cols-4"
        >
          {text.items.map((item, index) => (
            <li
              key={item.label}
              className={cn(
                'min-w-0 rounded-2xl border p-4 sm:p-7',
                index < 4
                  ? 'from-primary to-primary-strong text-primary-foreground border-transparent bg-linear-to-br'
                  : 'border-border bg-background shadow-card',
              )}
            >
              <p className="text-subheading sm:text-display font-bold break-words">{item.value}</p>
              <p
                className={cn(
                  'text-caption sm:text-body mt-2 font-medium',
                  index < 4 ? 'text-primary-foreground/85' : 'text-muted-foreground',
                )}
              >
                {item.label}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
