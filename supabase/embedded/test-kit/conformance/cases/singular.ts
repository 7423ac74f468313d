import type { ConformanceCase } from '../case';

const singular = 'application/vnd.pgrst.object+json';
const singularType = 'application/vnd.pgrst.object+json; charset=utf-8';
const json = 'application/json; charset=utf-8';
const notSingular = (rows: number) => ({
  code: 'PGRST116',
  message: 'Cannot coerce the result to a single JSON object',
  details: `The result contains ${rows} rows`,
  hint: null,
});

/**
 * test/spec/Feature/Query/SingularSpec.hs at v13.0.8, translated to public.blog_posts: `items.id`
 * is read_time, `addresses.address` is title, new addresses are new posts (slug and title). The
 * `Prefer: tx=commit` the spec adds (its writes roll back by default) is left out: writes here
 * commit. An unfiltered PATCH of the 4 addresses is a PATCH of read_time <= 4 (pg-safeupdate).
 * Embedding and /rpc/ tests are left out.
 */
export const singularCases: ConformanceCase[] = [
  // GET
  {
    spec: 'SingularSpec.hs:20',
    name: 'GET of zero rows: 406',
    path: 'blog_posts?read_time=gt.0&read_time=lt.0',
    headers: { Accept: singular },
    expect: { status: 406, error: notSingular(0) },
  },
  {
    spec: 'SingularSpec.hs:24',
    name: 'GET of one row as object+json',
    path: 'blog_posts?read_time=eq.5',
    headers: { Accept: singular },
    expect: {
      status: 200,
      object: 'select * from public.blog_posts where read_time = 5',
      headers: { 'content-type': singularType },
    },
  },
  {
    spec: 'SingularSpec.hs:24',
    name: 'GET of one row as vnd.pgrst.object',
    path: 'blog_posts?read_time=eq.5',
    headers: { Accept: 'application/vnd.pgrst.object' },
    expect: {
      status: 200,
      object: 'select * from public.blog_posts where read_time = 5',
      headers: { 'content-type': singularType },
    },
  },
  {
    spec: 'SingularSpec.hs:36',
    name: 'object with another Prefer value',
    path: 'blog_posts?read_time=eq.5',
    headers: { Accept: singular, Prefer: 'count=none' },
    expect: {
      status: 200,
      object: 'select * from public.blog_posts where read_time = 5',
      headers: { 'content-type': singularType },
    },
  },
  // PATCH
  {
    spec: 'SingularSpec.hs:49',
    name: 'PATCH of one row, return=representation',
    method: 'PATCH',
    path: 'blog_posts?read_time=eq.1',
    headers: { Accept: singular, Prefer: 'return=representation' },
    body: { title: 'B Street' },
    as: 'admin',
    expect: {
      status: 200,
      object: 'select * from public.blog_posts where read_time = 1',
      headers: { 'content-type': singularType },
    },
  },
  {
    spec: 'SingularSpec.hs:57',
    name: 'PATCH of one row, return=minimal',
    method: 'PATCH',
    path: 'blog_posts?read_time=eq.1',
    headers: { Accept: singular, Prefer: 'return=minimal' },
    body: { title: 'C Street' },
    as: 'admin',
    expect: {
      status: 204,
      emptyBody: true,
      headers: { 'content-type': null, 'preference-applied': 'return=minimal' },
      after: {
        sql: 'select title from public.blog_posts where read_time = 1',
        equals: [{ title: 'C Street' }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:68',
    name: 'PATCH of 4 rows: 406, nothing updated',
    method: 'PATCH',
    path: 'blog_posts?read_time=lte.4',
    headers: { Accept: singular },
    body: { title: 'zzz' },
    as: 'admin',
    expect: {
      status: 406,
      error: notSingular(4),
      headers: { 'content-type': json },
      after: {
        sql: "select count(*)::int as n from public.blog_posts where title = 'zzz'",
        equals: [{ n: 0 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:83',
    name: 'PATCH of 4 rows, return=representation: 406',
    method: 'PATCH',
    path: 'blog_posts?read_time=lte.4',
    headers: { Accept: singular, Prefer: 'return=representation' },
    body: { title: 'zzz' },
    as: 'admin',
    expect: {
      status: 406,
      error: notSingular(4),
      headers: { 'content-type': json },
      after: {
        sql: "select count(*)::int as n from public.blog_posts where title = 'zzz'",
        equals: [{ n: 0 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:98',
    name: 'PATCH of zero rows: 406',
    method: 'PATCH',
    path: 'blog_posts?read_time=gt.0&read_time=lt.0',
    headers: { Accept: singular },
    body: { read_time: 1 },
    as: 'admin',
    expect: { status: 406, error: notSingular(0), headers: { 'content-type': json } },
  },
  {
    spec: 'SingularSpec.hs:107',
    name: 'PATCH of zero rows, return=representation: 406',
    method: 'PATCH',
    path: 'blog_posts?read_time=gt.0&read_time=lt.0',
    headers: { Accept: singular, Prefer: 'return=representation' },
    body: { read_time: 1 },
    as: 'admin',
    expect: { status: 406, error: notSingular(0), headers: { 'content-type': json } },
  },
  // POST
  {
    spec: 'SingularSpec.hs:117',
    name: 'POST of one row, return=representation',
    method: 'POST',
    path: 'blog_posts',
    headers: { Accept: singular, Prefer: 'return=representation' },
    body: [{ slug: 'item-102', title: 'xxx' }],
    as: 'admin',
    expect: {
      status: 201,
      object: "select * from public.blog_posts where slug = 'item-102'",
      headers: { 'content-type': singularType },
    },
  },
  {
    spec: 'SingularSpec.hs:127',
    name: 'POST of one row, return=minimal',
    method: 'POST',
    path: 'blog_posts',
    headers: { Accept: singular, Prefer: 'return=minimal' },
    body: [{ slug: 'item-103', title: 'xxx' }],
    as: 'admin',
    expect: {
      status: 201,
      emptyBody: true,
      headers: {
        'content-type': null,
        'content-range': '*/*',
        'preference-applied': 'return=minimal',
      },
      after: {
        sql: "select title from public.blog_posts where slug = 'item-103'",
        equals: [{ title: 'xxx' }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:139',
    name: 'POST of 2 rows: 406, nothing inserted',
    method: 'POST',
    path: 'blog_posts',
    headers: { Accept: singular },
    body: [
      { slug: 'item-200', title: 'xxx' },
      { slug: 'item-201', title: 'yyy' },
    ],
    as: 'admin',
    expect: {
      status: 406,
      error: notSingular(2),
      headers: { 'content-type': json },
      after: {
        sql: "select count(*)::int as n from public.blog_posts where slug = 'item-200'",
        equals: [{ n: 0 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:154',
    name: 'POST of 2 rows, return=representation: 406',
    method: 'POST',
    path: 'blog_posts',
    headers: { Accept: singular, Prefer: 'return=representation' },
    body: [
      { slug: 'item-202', title: 'xxx' },
      { slug: 'item-203', title: 'yyy' },
    ],
    as: 'admin',
    expect: {
      status: 406,
      error: notSingular(2),
      headers: { 'content-type': json },
      after: {
        sql: "select count(*)::int as n from public.blog_posts where slug = 'item-202'",
        equals: [{ n: 0 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:169',
    name: 'POST of 2 rows, return=minimal: 406',
    method: 'POST',
    path: 'blog_posts',
    headers: { Accept: singular, Prefer: 'return=minimal' },
    body: [
      { slug: 'item-204', title: 'xxx' },
      { slug: 'item-205', title: 'yyy' },
    ],
    as: 'admin',
    expect: {
      status: 406,
      error: notSingular(2),
      headers: { 'content-type': json },
      after: {
        sql: "select count(*)::int as n from public.blog_posts where slug = 'item-204'",
        equals: [{ n: 0 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:184',
    name: 'POST of zero rows: 406',
    method: 'POST',
    path: 'blog_posts',
    headers: { Accept: singular },
    body: [],
    as: 'admin',
    expect: { status: 406, error: notSingular(0), headers: { 'content-type': json } },
  },
  {
    spec: 'SingularSpec.hs:194',
    name: 'POST of zero rows, return=representation: 406',
    method: 'POST',
    path: 'blog_posts',
    headers: { Accept: singular, Prefer: 'return=representation' },
    body: [],
    as: 'admin',
    expect: { status: 406, error: notSingular(0), headers: { 'content-type': json } },
  },
  // DELETE
  {
    spec: 'SingularSpec.hs:205',
    name: 'DELETE of one row, return=representation',
    method: 'DELETE',
    path: 'blog_posts?read_time=eq.11&select=read_time',
    headers: { Accept: singular, Prefer: 'return=representation' },
    as: 'admin',
    expect: {
      status: 200,
      body: { read_time: 11 },
      after: {
        sql: 'select count(*)::int as n from public.blog_posts where read_time = 11',
        equals: [{ n: 0 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:211',
    name: 'DELETE of one row, return=minimal',
    method: 'DELETE',
    path: 'blog_posts?read_time=eq.12',
    headers: { Accept: singular, Prefer: 'return=minimal' },
    as: 'admin',
    expect: {
      status: 204,
      emptyBody: true,
      after: {
        sql: 'select count(*)::int as n from public.blog_posts where read_time = 12',
        equals: [{ n: 0 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:217',
    name: 'DELETE of 5 rows: 406, nothing deleted',
    method: 'DELETE',
    path: 'blog_posts?read_time=gt.0&read_time=lt.6',
    headers: { Accept: singular },
    as: 'admin',
    expect: {
      status: 406,
      error: notSingular(5),
      headers: { 'content-type': json },
      after: {
        sql: 'select count(*)::int as n from public.blog_posts where read_time > 0 and read_time < 6',
        equals: [{ n: 5 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:235',
    name: 'DELETE of 5 rows, return=representation: 406',
    method: 'DELETE',
    path: 'blog_posts?read_time=gt.5&read_time=lt.11',
    headers: { Accept: singular, Prefer: 'return=representation' },
    as: 'admin',
    expect: {
      status: 406,
      error: notSingular(5),
      headers: { 'content-type': json },
      after: {
        sql: 'select count(*)::int as n from public.blog_posts where read_time > 5 and read_time < 11',
        equals: [{ n: 5 }],
      },
    },
  },
  {
    spec: 'SingularSpec.hs:251',
    name: 'DELETE of zero rows: 406',
    method: 'DELETE',
    path: 'blog_posts?read_time=lt.0',
    headers: { Accept: singular },
    as: 'admin',
    expect: { status: 406, error: notSingular(0), headers: { 'content-type': json } },
  },
  {
    spec: 'SingularSpec.hs:260',
    name: 'DELETE of zero rows, return=representation: 406',
    method: 'DELETE',
    path: 'blog_posts?read_time=lt.0',
    headers: { Accept: singular, Prefer: 'return=representation' },
    as: 'admin',
    expect: { status: 406, error: notSingular(0), headers: { 'content-type': json } },
  },
];
