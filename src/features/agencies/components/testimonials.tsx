import { Quote, Star } from 'lucide-react';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { maxRating, testimonialAuthors } from '../testimonials';

/** A row of stars read out once as "Rated 5 out of 5", not as five separate images. */
function StarRating({ rating }: { rating: number }) {
  const { messages } = useLocale();
  return (
    <div
      role="img"
      aria-label={format(messages.agencies.testimonials.rating, { rating })}
      className="flex gap-1"
    >
      {Array.from({ length: maxRating }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={index < rating ? 'fill-accent text-accent size-5' : 'text-border size-5'}
        />
      ))}
    </div>
  );
}

export function Testimonials() {
  const { messages } = useLocale();
  const text = messages.agencies.testimonials;
  return (
    <section aria-labelledby="agency-testimonials-title" className="container py-20 sm:py-24">
      <h2 id="agency-testimonials-title" className="text-display text-center text-balance">
        {format(text.title, { product: site.productName })}
      </h2>
      <div className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
        {text.items.map((item, index) => {
          const author = testimonialAuthors[index];
          if (!author) return null;
          return (
            <figure
              key={author.name}
              className="border-border bg-background shadow-card flex flex-col rounded-2xl border p-8"
            >
              <div className="flex items-center justify-between">
                <StarRating rating={author.rating} />
                <Quote aria-hidden className="text-primary/20 size-10" />
              </div>
              <blockquote className="text-lead mt-6 flex-1">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                <span
                  aria-hidden
                  className="bg-primary text-primary-foreground text-caption inline-flex size-12 items-center justify-center rounded-full font-bold"
                >
                  {author.initials}
                </span>
                <span>
                  <span className="text-body block font-semibold">{author.name}</span>
                  <span className="text-caption text-muted-foreground block">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
