import { Quote, Star } from 'lucide-react';
import { useLocale } from '@/i18n/use-locale';
import { testimonialAuthor } from '../data';

const rating = 5;

/** Customer testimonial (quote, author, role, rating). */
export function Testimonial() {
  const { messages } = useLocale();
  const text = messages.home.testimonial;
  return (
    <section aria-label={text.label} className="render-when-near py-20 sm:py-28">
      <figure className="container max-w-4xl text-center">
        <Quote aria-hidden className="text-primary/25 mx-auto size-12" />
        <div role="img" aria-label={text.ratingLabel} className="mt-4 flex justify-center gap-1">
          {Array.from({ length: rating }, (_, index) => (
            <Star key={index} aria-hidden className="text-accent size-5 fill-current" />
          ))}
        </div>
        <blockquote className="text-heading mt-6 font-semibold text-balance">
          <p>{text.quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-4">
          <span
            aria-hidden
            className="from-primary to-accent text-primary-foreground grid size-12 place-items-center rounded-full bg-linear-to-br text-lg font-bold"
          >
            {testimonialAuthor.charAt(0)}
          </span>
          <span className="text-left">
            <span className="text-body block font-semibold">{testimonialAuthor}</span>
            <span className="text-caption text-muted-foreground block">{text.role}</span>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
