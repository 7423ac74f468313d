/**
 * One Storage conformance case: a request to /storage/v1 and Supabase Storage's answer to it,
 * taken from Storage's own tests or source (github.com/supabase/storage, tag v1.70.6, files under
 * src/) or from a request storage-js 2.109.0 makes (@supabase/storage-js dist/index.mjs). A
 * request storage-js makes is made with the real supabase-js client and its `{ data, error }`
 * checked; the others are sent with fetch as Storage's tests send them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export type StorageClient = SupabaseClient['storage'];

/** What every case may use: objects uploaded before the suite runs. */
export interface StorageFixture {
  /** A PNG uploaded with supabase-js (multipart, its default cacheControl 3600). */
  png: string;
  pngBytes: Buffer;
  /** Its ETag, as the download answered it. */
  pngETag: string;
  /** A PNG uploaded as a raw body with no Cache-Control header. */
  rawNoCache: string;
  /** A row of blog-images whose bytes are not an image (put there by the superuser). */
  notImage: string;
  /** A fresh key under blog-images, different on each call. */
  newKey(extension?: string): string;
}

type Computed<T> = T | ((fixture: StorageFixture) => T);

export interface StorageCase {
  /**
   * Where Storage's answer comes from: `test/object.test.ts:736` or `storage/uploader.ts:513`
   * (under src/ at v1.70.6), or `storage-js index.mjs:1519` for a request storage-js makes.
   */
  source: string;
  /** What the answer shows, in a few words. */
  name: string;
  /** A request storage-js makes, through supabase-js: its result is checked. */
  client?: (storage: StorageClient, fixture: StorageFixture) => Promise<unknown>;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** After /storage/v1/, percent-encoded as sent. */
  path?: Computed<string>;
  headers?: Computed<Record<string, string>>;
  body?: (fixture: StorageFixture) => BodyInit;
  /**
   * Who asks: nobody (no Authorization header, the default for fetch), the anon key (the
   * default for supabase-js), the seed's viewer or admin.
   */
  as?: 'nobody' | 'anon' | 'viewer' | 'admin';
  expect: StorageExpectation;
}

export interface StorageExpectation {
  /** The HTTP status; for a supabase-js call, its error's `status` (200 when it succeeded). */
  status: number;
  /** The JSON body, exactly (for supabase-js: the error's statusCode and message come from it). */
  body?: Computed<unknown>;
  /** supabase-js's `data`, exactly. */
  data?: Computed<unknown>;
  /** Response headers: a value to equal, or null for "absent". Names in lower case. */
  headers?: Computed<Record<string, string | null>>;
  /** The body's bytes, exactly. */
  bytes?: (fixture: StorageFixture) => Buffer;
  /**
   * Storage answers it; this backend refuses it with a 4xx in Storage's shape whose message says
   * it is not supported (never a different 2xx).
   */
  outsideSubset?: true;
}
