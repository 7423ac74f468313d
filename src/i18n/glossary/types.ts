/**
 * A language's marketing glossary: the one word the site uses for each product term, and the
 * words it must not use instead. `catalogues.test.ts` applies `forbidden` to every string of the
 * language's catalogues, so drift between namespaces fails the test run.
 */
export type GlossaryTerm =
  | 'qualify'
  | 'seats'
  | 'useCase'
  | 'agent'
  | 'avatar'
  | 'demoRoom'
  | 'pipeline'
  | 'salesTeam'
  | 'marketingTeam'
  | 'productTeam'
  | 'closeRate'
  | 'completionRate';

export interface Glossary {
  /** The chosen rendering of each term, as it appears in the catalogues. */
  terms: Record<GlossaryTerm, string>;
  /**
   * Renderings that must not appear in this language's catalogues, and why: anywhere, or only in
   * the strings whose key path matches `where` (a word that is right in one place and wrong in
   * another, such as the agency "partner programme" beside the affiliate link).
   */
  forbidden: readonly { pattern: RegExp; why: string; where?: RegExp }[];
}
