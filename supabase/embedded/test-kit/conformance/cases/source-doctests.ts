import type { ConformanceCase } from '../case';

/**
 * Rules PostgREST v13.0.8 states in its source rather than in test/spec: the doctests of
 * src/PostgREST/ApiRequest/Preferences.hs and the Range rules of src/PostgREST/ApiRequest.hs
 * (getRanges), translated to public.blog_posts.
 */
export const sourceDoctestCases: ConformanceCase[] = [
  {
    spec: 'Preferences.hs:100',
    name: 'a preference given twice: the first wins',
    method: 'PATCH',
    as: 'admin',
    path: 'blog_posts?read_time=eq.3&select=read_time,author',
    headers: { Prefer: 'return=representation, return=minimal' },
    body: { author: 'Twice' },
    expect: {
      status: 200,
      rows: 'select read_time, author from public.blog_posts where read_time = 3',
      headers: { 'preference-applied': 'return=representation', 'content-range': '0-0/*' },
    },
  },
  {
    spec: 'Preferences.hs:100',
    name: 'count=exact before count=planned: exact counts',
    path: 'blog_posts?select=read_time&order=read_time&limit=2',
    headers: { Prefer: 'count=exact, count=planned' },
    expect: {
      status: 206,
      rows: 'select read_time from public.blog_posts order by read_time limit 2',
      headers: { 'content-range': '0-1/15', 'preference-applied': 'count=exact' },
    },
  },
  {
    spec: 'Preferences.hs:116',
    name: 'spaces around values, and an unknown one under handling=strict',
    path: 'blog_posts?select=read_time',
    headers: {
      prefer:
        'count=exact,    tx=commit   ,return=representation , missing=default, handling=strict, anything',
    },
    expect: {
      status: 400,
      error: {
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: anything',
        hint: null,
      },
    },
  },
  {
    spec: 'ApiRequest.hs:232',
    name: 'the Range header is ignored on PATCH',
    method: 'PATCH',
    as: 'admin',
    path: 'blog_posts?read_time=lte.3&select=read_time,author',
    headers: { Prefer: 'return=representation', Range: '0-0' },
    body: { author: 'Ranged' },
    expect: {
      status: 200,
      rows: 'select read_time, author from public.blog_posts where read_time <= 3 order by read_time',
      headers: { 'content-range': '0-2/*' },
    },
  },
  {
    spec: 'ApiRequest.hs:232',
    name: 'the Range header is ignored on DELETE',
    method: 'DELETE',
    as: 'admin',
    path: 'blog_posts?read_time=gte.14',
    headers: { Prefer: 'count=exact', Range: '0-0' },
    expect: {
      status: 204,
      emptyBody: true,
      headers: { 'content-range': '*/2' },
      after: { sql: 'select count(*)::int as n from public.blog_posts', equals: [{ n: 13 }] },
    },
  },
  {
    spec: 'ApiRequest.hs:237',
    name: 'limit=0 wins over a Range header',
    path: 'blog_posts?select=read_time&limit=0',
    headers: { Range: '2-5' },
    expect: { status: 200, body: [], headers: { 'content-range': '*/*' } },
  },
];
