/**
 * Who said what on the agencies page (quote, author, role, rating). Names
 * are people's names and stay as written in every language; quotes and roles are in the
 * catalogue, in the same order.
 */
export const testimonialAuthors = [
  { name: 'Sarah Mitchell', initials: 'SM', rating: 5 },
  { name: 'Daniel Okafor', initials: 'DO', rating: 5 },
] as const;

export const maxRating = 5;
