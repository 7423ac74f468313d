import type { ConformanceCase } from '../case';

const json = 'application/json; charset=utf-8';
const rangeUnit = { 'Range-Unit': 'items' };
const notSatisfiable = {
  code: 'PGRST103',
  message: 'Requested range not satisfiable',
  hint: null,
};

/**
 * test/spec/Feature/Query/RangeSpec.hs at v13.0.8, translated to public.blog_posts: `items.id` is
 * read_time (1..15), the empty `menagerie` table (and `items?id=eq.0`) is `read_time=eq.0`. The
 * `GET /rpc/getitemrange` tests (RPC) are left out; they repeat the `GET /items` ones.
 */
export const rangeCases: ConformanceCase[] = [
  // without range headers
  {
    spec: 'RangeSpec.hs:149',
    name: 'no range: whole range, 200',
    path: 'blog_posts?order=read_time',
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:153',
    name: 'count=exact on no rows: [] and */0',
    path: 'blog_posts?read_time=eq.0',
    headers: { Prefer: 'count=exact' },
    expect: { status: 200, body: [], headers: { 'content-range': '*/0' } },
  },
  {
    spec: 'RangeSpec.hs:161',
    name: 'count=none (no such preference) on no rows: */*',
    path: 'blog_posts?read_time=eq.0',
    headers: { Prefer: 'count=none' },
    expect: {
      status: 200,
      body: [],
      headers: { 'content-range': '*/*', 'preference-applied': null },
    },
  },
  {
    spec: 'RangeSpec.hs:168',
    name: 'count=none on every row: 0-14/*',
    path: 'blog_posts?order=read_time',
    headers: { Prefer: 'count=none' },
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:174',
    name: 'count=none with a filter: 0-0/*',
    path: 'blog_posts?read_time=eq.1&order=read_time',
    headers: { Prefer: 'count=none' },
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts where read_time = 1 order by read_time',
      headers: { 'content-range': '0-0/*' },
    },
  },
  // limit/offset parameters
  {
    spec: 'RangeSpec.hs:181',
    name: 'no limit/offset returns everything',
    path: 'blog_posts?select=read_time&order=read_time.asc',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts order by read_time asc',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:188',
    name: 'limit=3: 0-2/*',
    path: 'blog_posts?select=read_time&order=read_time.asc&limit=3',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts order by read_time asc limit 3',
      headers: { 'content-range': '0-2/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:194',
    name: 'Range header narrows limit=3 to 0-1',
    path: 'blog_posts?select=read_time&order=read_time.asc&limit=3',
    headers: { ...rangeUnit, Range: '0-1' },
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts order by read_time asc limit 2',
      headers: { 'content-range': '0-1/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:210',
    name: 'limit=3&offset=2: 2-4/*',
    path: 'blog_posts?select=read_time&order=read_time.asc&limit=3&offset=2',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts order by read_time asc limit 3 offset 2',
      headers: { 'content-range': '2-4/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:210',
    name: 'HEAD with limit=3&offset=2: no body, 2-4/*',
    method: 'HEAD',
    path: 'blog_posts?select=read_time&order=read_time.asc&limit=3&offset=2',
    expect: {
      status: 200,
      emptyBody: true,
      headers: { 'content-type': json, 'content-range': '2-4/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:235',
    name: 'offset=0 on no rows: */*',
    path: 'blog_posts?offset=0&read_time=eq.0',
    expect: { status: 200, body: [], headers: { 'content-range': '*/*' } },
  },
  {
    spec: 'RangeSpec.hs:235',
    name: 'offset=0 on no rows with count=exact: */0',
    path: 'blog_posts?offset=0&read_time=eq.0',
    headers: { Prefer: 'count=exact' },
    expect: { status: 200, body: [], headers: { 'content-range': '*/0' } },
  },
  {
    spec: 'RangeSpec.hs:247',
    name: 'offset=0 is a no-op',
    path: 'blog_posts?select=read_time&offset=0&order=read_time',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts order by read_time',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:253',
    name: 'negative offset is a no-op',
    path: 'blog_posts?select=read_time&offset=-4&order=read_time',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts order by read_time',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:259',
    name: 'limit=0: [] and */*',
    path: 'blog_posts?select=read_time&limit=0',
    expect: { status: 200, body: [], headers: { 'content-range': '*/*' } },
  },
  {
    spec: 'RangeSpec.hs:266',
    name: 'negative limit: 416 PGRST103',
    path: 'blog_posts?select=read_time&limit=-1',
    expect: {
      status: 416,
      error: {
        ...notSatisfiable,
        details: 'Limit should be greater than or equal to zero.',
      },
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'RangeSpec.hs:280',
    name: 'offset=1 on no rows with count=exact: 416 */0',
    path: 'blog_posts?read_time=eq.0&offset=1',
    headers: { Prefer: 'count=exact' },
    expect: {
      status: 416,
      error: {
        ...notSatisfiable,
        details: 'An offset of 1 was requested, but there are only 0 rows.',
      },
      headers: { 'content-range': '*/0' },
    },
  },
  {
    spec: 'RangeSpec.hs:294',
    name: 'offset past the last row with count=exact: 416 */15',
    path: 'blog_posts?offset=100',
    headers: { Prefer: 'count=exact' },
    expect: {
      status: 416,
      error: {
        ...notSatisfiable,
        details: 'An offset of 100 was requested, but there are only 15 rows.',
      },
      headers: { 'content-range': '*/15' },
    },
  },
  {
    spec: 'RangeSpec.hs:309',
    name: 'count=planned (outside)',
    path: 'blog_posts?select=read_time&read_time=gt.8',
    headers: { Prefer: 'count=planned' },
    expect: { status: 400, outsideSubset: true },
  },
  // Range header
  {
    spec: 'RangeSpec.hs:412',
    name: 'Range 0-1: 0-1/*, 200',
    path: 'blog_posts?order=read_time',
    headers: { ...rangeUnit, Range: '0-1' },
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time limit 2',
      headers: { 'content-range': '0-1/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:420',
    name: 'open-ended Range 0-',
    path: 'blog_posts?order=read_time',
    headers: { ...rangeUnit, Range: '0-' },
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:425',
    name: 'Range 0-1 on no rows: [] and */*',
    path: 'blog_posts?read_time=eq.0',
    headers: { ...rangeUnit, Range: '0-1' },
    expect: { status: 200, body: [], headers: { 'content-range': '*/*' } },
  },
  {
    spec: 'RangeSpec.hs:433',
    name: 'Range 0-0: one row',
    path: 'blog_posts?order=read_time',
    headers: { ...rangeUnit, Range: '0-0' },
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time limit 1',
      headers: { 'content-range': '0-0/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:441',
    name: 'Range 10-100 truncated to 10-14',
    path: 'blog_posts?order=read_time',
    headers: { ...rangeUnit, Range: '10-100' },
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time offset 10',
      headers: { 'content-range': '10-14/*' },
    },
  },
  {
    spec: 'RangeSpec.hs:450',
    name: 'Range 1-0: 416 PGRST103',
    path: 'blog_posts',
    headers: { ...rangeUnit, Range: '1-0' },
    expect: {
      status: 416,
      error: {
        ...notSatisfiable,
        details:
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      },
    },
  },
  {
    spec: 'RangeSpec.hs:462',
    name: 'Range 1-2 on no rows with count=exact: 416 */0',
    path: 'blog_posts?read_time=eq.0',
    headers: { Prefer: 'count=exact', ...rangeUnit, Range: '1-2' },
    expect: {
      status: 416,
      error: {
        ...notSatisfiable,
        details: 'An offset of 1 was requested, but there are only 0 rows.',
      },
      headers: { 'content-range': '*/0' },
    },
  },
  {
    spec: 'RangeSpec.hs:476',
    name: 'Range 100-199 with count=exact: 416 */15',
    path: 'blog_posts',
    headers: { Prefer: 'count=exact', ...rangeUnit, Range: '100-199' },
    expect: {
      status: 416,
      error: {
        ...notSatisfiable,
        details: 'An offset of 100 was requested, but there are only 15 rows.',
      },
      headers: { 'content-range': '*/15' },
    },
  },
];
