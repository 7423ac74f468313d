import type { ConformanceCase } from '../case';

const json = 'application/json; charset=utf-8';
const invalidPreferences = (prefs: string) => ({
  code: 'PGRST122',
  message: 'Invalid preferences given with handling=strict',
  details: `Invalid preferences: ${prefs}`,
  hint: null,
});

/**
 * test/spec/Feature/Query/PreferencesSpec.hs at v13.0.8, translated to public.blog_posts: `items.id`
 * is read_time, the new organization is a new post. Two Prefer headers are sent as one, joined by
 * ", " (the same header to HTTP and to PostgREST, which splits every Prefer value on commas).
 * /rpc/ tests are left out; timezone= and max-affected= under handling=strict are outside the
 * subset.
 */
export const preferenceCases: ConformanceCase[] = [
  // handling=strict
  {
    spec: 'PreferencesSpec.hs:18',
    name: 'handling=strict with an invalid preference: 400',
    path: 'blog_posts',
    headers: { Prefer: 'handling=strict, anything' },
    expect: { status: 400, error: invalidPreferences('anything') },
  },
  {
    spec: 'PreferencesSpec.hs:24',
    name: 'handling=strict with invalid preferences in a second header',
    path: 'blog_posts',
    headers: { Prefer: 'handling=strict, something, else' },
    expect: { status: 400, error: invalidPreferences('something, else') },
  },
  {
    spec: 'PreferencesSpec.hs:30',
    name: 'handling=strict on POST: 400, nothing inserted',
    method: 'POST',
    path: 'blog_posts?select=*',
    headers: { Prefer: 'return=representation, handling=strict, anything' },
    body: { slug: 'item-16', title: 'John', author: null, excerpt: null },
    as: 'admin',
    expect: {
      status: 400,
      error: invalidPreferences('anything'),
      after: {
        sql: "select count(*)::int as n from public.blog_posts where slug = 'item-16'",
        equals: [{ n: 0 }],
      },
    },
  },
  // handling=lenient
  {
    spec: 'PreferencesSpec.hs:47',
    name: 'handling=lenient ignores an invalid preference',
    path: 'blog_posts?order=read_time',
    headers: { Prefer: 'handling=lenient, anything' },
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time',
      headers: { 'preference-applied': 'handling=lenient' },
    },
  },
  {
    spec: 'PreferencesSpec.hs:51',
    name: 'handling=lenient, invalid preference in a second header',
    path: 'blog_posts?order=read_time',
    headers: { Prefer: 'handling=lenient, anything' },
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time',
      headers: { 'preference-applied': 'handling=lenient' },
    },
  },
  {
    spec: 'PreferencesSpec.hs:55',
    name: 'handling=lenient on POST: 201',
    method: 'POST',
    path: 'blog_posts?select=*',
    headers: { Prefer: 'return=representation, handling=lenient, anything' },
    body: { slug: 'item-16', title: 'John', author: null, excerpt: null },
    as: 'admin',
    expect: {
      status: 201,
      rows: "select * from public.blog_posts where slug = 'item-16'",
      headers: {
        'content-type': json,
        'preference-applied': 'return=representation, handling=lenient',
      },
    },
  },
  // timezone
  {
    spec: 'PreferencesSpec.hs:76',
    name: 'timezone with handling=strict (outside)',
    path: 'blog_posts?select=published_at&order=read_time',
    headers: { Prefer: 'handling=strict, timezone=America/Los_Angeles' },
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'PreferencesSpec.hs:97',
    name: 'invalid timezone with handling=strict (outside)',
    path: 'blog_posts?select=published_at&order=read_time',
    headers: { Prefer: 'handling=strict, timezone=Invalid/Timezone' },
    expect: { status: 400, outsideSubset: true },
  },
  // max-affected
  {
    spec: 'PreferencesSpec.hs:124',
    name: 'max-affected with handling=strict (outside)',
    method: 'DELETE',
    path: 'blog_posts?read_time=lt.15',
    headers: { Prefer: 'handling=strict, max-affected=10' },
    as: 'admin',
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'PreferencesSpec.hs:159',
    name: 'max-affected=10 with handling=lenient: 14 rows deleted',
    method: 'DELETE',
    path: 'blog_posts?read_time=lt.15',
    headers: { Prefer: 'handling=lenient, max-affected=10' },
    as: 'admin',
    expect: {
      status: 204,
      emptyBody: true,
      headers: { 'preference-applied': 'handling=lenient' },
      after: {
        sql: 'select count(*)::int as n from public.blog_posts',
        equals: [{ n: 1 }],
      },
    },
  },
  {
    spec: 'PreferencesSpec.hs:168',
    name: 'max-affected=10 with handling=lenient: 9 rows deleted',
    method: 'DELETE',
    path: 'blog_posts?read_time=lt.10',
    headers: { Prefer: 'handling=lenient, max-affected=10' },
    as: 'admin',
    expect: {
      status: 204,
      emptyBody: true,
      headers: { 'preference-applied': 'handling=lenient' },
      after: {
        sql: 'select count(*)::int as n from public.blog_posts',
        equals: [{ n: 6 }],
      },
    },
  },
];
