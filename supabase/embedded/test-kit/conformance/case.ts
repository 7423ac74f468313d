/**
 * One conformance case: a request to /rest/v1 and PostgREST 13's answer to it, taken from a test
 * of PostgREST's own suite (github.com/PostgREST/postgrest, tag v13.0.8,
 * test/spec/Feature/Query/<File>.hs) and translated to this project's tables. Expected rows are
 * never typed in: `rows`/`object` are SQL that the same database runs on the fixture (as
 * superuser), so on PGlite and on a PostgreSQL server the answer is held to what that Postgres
 * computes for the equivalent query.
 */
export interface ConformanceCase {
  /**
   * The PostgREST test it comes from: `QuerySpec.hs:123` (file and line at v13.0.8, under
   * test/spec/Feature/ or, for a doctest or a rule stated in the source, src/PostgREST/).
   */
  spec: string;
  /** What PostgREST's answer shows, in a few words. */
  name: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  /** After /rest/v1/: `blog_posts?select=slug&read_time=gt.3`. Written as sent (percent-encode yourself). */
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON (Content-Type: application/json unless headers say otherwise). */
  body?: unknown;
  /** Sent as written, for malformed bodies. */
  rawBody?: string;
  /** Who asks: anon (the default) or the seed's admin (needed for writes). */
  as?: 'anon' | 'admin';
  expect: Expectation;
}

export interface Expectation {
  status: number;
  /**
   * The body is a JSON array equal to the rows of this SQL, in its order, each row as
   * row_to_json gives it. Run after the request (for writes: the state the write left).
   */
  rows?: string;
  /** Like `rows`, but run before the request (what a DELETE returns). */
  rowsBefore?: string;
  /** The body is one JSON object equal to the single row of this SQL (singular answers). */
  object?: string;
  /** The body, exactly, as JSON (literal answers such as [] or an error body). */
  body?: unknown;
  /** No body at all (204, HEAD, return=minimal). */
  emptyBody?: true;
  /** The error body has these fields with these values (and always all four of PostgREST's). */
  error?: Partial<Record<'code' | 'message' | 'details' | 'hint', string | null>>;
  /**
   * Outside the embedded subset: PostgREST answers it, this backend refuses it with a 4xx in
   * PostgREST's shape whose message names what is not supported (never a different 2xx). `status`
   * is then the refusal's status.
   */
  outsideSubset?: true;
  /** Response headers: a value to equal, or null for "absent". Names in lower case. */
  headers?: Record<string, string | null>;
  /** After the request, this SQL (run as superuser) returns exactly these rows. */
  after?: { sql: string; equals: unknown[] };
}
