import type { ConformanceCase } from '../case';

const json = 'application/json; charset=utf-8';

/**
 * test/spec/Feature/Query/QuerySpec.hs at v13.0.8, translated to public.blog_posts: `items.id` is
 * read_time; `simple_pk.k` is title; the nullable `no_pk.a` is author (or excerpt where an order
 * needs ties to be identical rows); `nullable_integer.a` is source_version (NULL in every fixture
 * row); the trilean `chores.done` is minor_edit (never NULL, so `is.unknown` finds nothing);
 * `complex_items.arr_data` is tags; `w_or_wo_comma_names.name` is title, whose fixture values hold
 * commas, parentheses, quotes and backslashes.
 */
export const queryCases: ConformanceCase[] = [
  // Filtering response.
  {
    spec: 'QuerySpec.hs:35',
    name: 'eq on an integer column',
    path: 'blog_posts?select=slug,read_time&read_time=eq.5',
    expect: {
      status: 200,
      rows: 'select slug, read_time from public.blog_posts where read_time = 5',
      headers: { 'content-range': '0-0/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:43',
    name: 'not.eq',
    path: 'blog_posts?select=read_time&read_time=not.eq.5&order=read_time',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts where not read_time = 5 order by read_time',
      headers: { 'content-range': '0-13/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:48',
    name: 'like with a not.eq that NULL does not satisfy',
    path: 'blog_posts?select=slug,title,author&title=like.G*&author=not.eq.Grace&order=read_time',
    expect: {
      status: 200,
      rows: `select slug, title, author from public.blog_posts
             where title like 'G%' and not author = 'Grace' order by read_time`,
    },
  },
  {
    spec: 'QuerySpec.hs:51',
    name: 'not.lt',
    path: 'blog_posts?select=read_time&read_time=not.lt.14&order=read_time.asc',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts where not read_time < 14 order by read_time asc',
      headers: { 'content-range': '0-1/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:51',
    name: 'not.gt',
    path: 'blog_posts?select=read_time&read_time=not.gt.2&order=read_time.asc',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts where not read_time > 2 order by read_time asc',
      headers: { 'content-range': '0-1/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:59',
    name: 'in on an integer column',
    path: 'blog_posts?select=read_time&read_time=in.(1,3,5)&order=read_time',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts where read_time in (1, 3, 5) order by read_time',
      headers: { 'content-range': '0-2/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:64',
    name: 'not.in',
    path: 'blog_posts?select=read_time&read_time=not.in.(2,4,6,7,8,9,10,11,12,13,14,15)&order=read_time',
    expect: {
      status: 200,
      rows: `select read_time from public.blog_posts
             where not read_time in (2, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15) order by read_time`,
      headers: { 'content-range': '0-2/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:69',
    name: 'not.is.null',
    path: 'blog_posts?select=slug,author&author=not.is.null&order=read_time',
    expect: {
      status: 200,
      rows: 'select slug, author from public.blog_posts where not author is null order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:74',
    name: 'is.not_null',
    path: 'blog_posts?select=slug,author&author=is.not_null&order=read_time',
    expect: {
      status: 200,
      rows: 'select slug, author from public.blog_posts where author is not null order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:79',
    name: 'is.null on a text column',
    path: 'blog_posts?select=slug,author&author=is.null&order=read_time',
    expect: {
      status: 200,
      rows: 'select slug, author from public.blog_posts where author is null order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:84',
    name: 'not.is.not_null is is.null',
    path: 'blog_posts?select=slug,author&author=not.is.not_null&order=read_time',
    expect: {
      status: 200,
      rows: 'select slug, author from public.blog_posts where not author is not null order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:84',
    name: 'is.null on an integer column',
    path: 'blog_posts?select=read_time,source_version&source_version=is.null&order=read_time',
    expect: {
      status: 200,
      rows: `select read_time, source_version from public.blog_posts
             where source_version is null order by read_time`,
    },
  },
  {
    spec: 'QuerySpec.hs:91',
    name: 'is.true',
    path: 'blog_posts?select=slug,minor_edit&minor_edit=is.true&order=read_time',
    expect: {
      status: 200,
      rows: 'select slug, minor_edit from public.blog_posts where minor_edit is true order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:91',
    name: 'is.unknown',
    path: 'blog_posts?select=slug,minor_edit&minor_edit=is.unknown&order=read_time',
    expect: {
      status: 200,
      rows: `select slug, minor_edit from public.blog_posts
             where minor_edit is unknown order by read_time`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:104',
    name: 'is.NULL in upper case',
    path: 'blog_posts?select=slug,author&author=is.NULL&order=read_time',
    expect: {
      status: 200,
      rows: 'select slug, author from public.blog_posts where author is null order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:104',
    name: 'is.NoT_NuLl in mixed case',
    path: 'blog_posts?select=slug,author&author=is.NoT_NuLl&order=read_time',
    expect: {
      status: 200,
      rows: 'select slug, author from public.blog_posts where author is not null order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:114',
    name: 'is.FAlSe in mixed case',
    path: 'blog_posts?select=slug,minor_edit&minor_edit=is.FAlSe&order=read_time',
    expect: {
      status: 200,
      rows: 'select slug, minor_edit from public.blog_posts where minor_edit is false order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:127',
    name: 'is.nil is a parse error',
    path: 'blog_posts?select=slug&minor_edit=is.nil',
    expect: {
      status: 400,
      error: {
        code: 'PGRST100',
        message: '"failed to parse filter (is.nil)" (line 1, column 5)',
        hint: null,
      },
    },
  },
  {
    spec: 'QuerySpec.hs:127',
    name: 'is.ok is a parse error',
    path: 'blog_posts?select=slug&minor_edit=is.ok',
    expect: {
      status: 400,
      error: {
        code: 'PGRST100',
        message: '"failed to parse filter (is.ok)" (line 1, column 4)',
        hint: null,
      },
    },
  },
  {
    spec: 'QuerySpec.hs:131',
    name: 'like with a leading *',
    path: 'blog_posts?select=slug,title&title=like.*eta&order=read_time',
    expect: {
      status: 200,
      rows: `select slug, title from public.blog_posts where title like '%eta' order by read_time`,
    },
  },
  {
    spec: 'QuerySpec.hs:131',
    name: 'like with a trailing * is case-sensitive',
    path: 'blog_posts?select=slug,title&title=like.G*&order=read_time',
    expect: {
      status: 200,
      rows: `select slug, title from public.blog_posts where title like 'G%' order by read_time`,
    },
  },
  {
    spec: 'QuerySpec.hs:139',
    name: 'not.like',
    path: 'blog_posts?select=slug,title&title=not.like.G*&order=read_time',
    expect: {
      status: 200,
      rows: `select slug, title from public.blog_posts where not title like 'G%' order by read_time`,
    },
  },
  {
    spec: 'QuerySpec.hs:143',
    name: 'ilike with a trailing *',
    path: 'blog_posts?select=slug,title&title=ilike.g*&order=read_time.asc',
    expect: {
      status: 200,
      rows: `select slug, title from public.blog_posts where title ilike 'g%' order by read_time asc`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:143',
    name: 'ilike with * on both sides',
    path: 'blog_posts?select=slug,title&title=ilike.*AMM*&order=read_time.asc',
    expect: {
      status: 200,
      rows: `select slug, title from public.blog_posts
             where title ilike '%AMM%' order by read_time asc`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:151',
    name: 'not.ilike',
    path: 'blog_posts?select=slug,title&title=not.ilike.g*&order=read_time.asc',
    expect: {
      status: 200,
      rows: `select slug, title from public.blog_posts
             where not title ilike 'g%' order by read_time asc`,
    },
  },
  {
    spec: 'QuerySpec.hs:154',
    name: 'match (~) is outside the subset',
    path: 'blog_posts?select=slug,title&title=match.amma$',
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'QuerySpec.hs:555',
    name: 'cs on an array column',
    path: 'blog_posts?select=read_time&tags=cs.{beta}&order=read_time',
    expect: {
      status: 200,
      rows: `select read_time from public.blog_posts where tags @> '{beta}' order by read_time`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:560',
    name: 'cd is outside the subset',
    path: 'blog_posts?select=read_time&tags=cd.{alpha,beta,gamma}',
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'QuerySpec.hs:531',
    name: 'a filter on a resource that is not embedded',
    path: 'blog_posts?select=*&non_existent_projects.name=like.*NonExistent*',
    expect: {
      status: 400,
      error: {
        code: 'PGRST108',
        details: null,
        hint: "Verify that 'non_existent_projects' is included in the 'select' query parameter.",
        message: "'non_existent_projects' is not an embedded resource in this request",
      },
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1257',
    name: 'a filter without an operator',
    path: 'blog_posts?read_time=5',
    expect: {
      status: 400,
      error: {
        code: 'PGRST100',
        message: '"failed to parse filter (5)" (line 1, column 1)',
        hint: null,
      },
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1656',
    name: 'eq with an empty value',
    path: 'blog_posts?title=eq.&select=read_time,title',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts where title = ''`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1614',
    name: 'a value the column type rejects',
    path: 'blog_posts?select=read_time,published_at&published_at=eq.Z',
    expect: {
      status: 400,
      error: {
        code: '22007',
        details: null,
        hint: null,
        message: 'invalid input syntax for type timestamp with time zone: "Z"',
      },
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1643',
    name: 'ilike on an integer column is 42883',
    path: 'blog_posts?select=read_time,title&read_time=ilike.1*',
    expect: {
      status: 404,
      error: {
        code: '42883',
        details: null,
        hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
        message: 'operator does not exist: integer ~~* unknown',
      },
      headers: { 'content-type': json },
    },
  },

  // Shaping response with select parameter.
  {
    spec: 'QuerySpec.hs:576',
    name: 'no select gives every column',
    path: 'blog_posts?read_time=eq.3',
    expect: { status: 200, rows: 'select * from public.blog_posts where read_time = 3' },
  },
  {
    spec: 'QuerySpec.hs:584',
    name: 'select of one column',
    path: 'blog_posts?select=read_time&order=read_time',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1475',
    name: 'an empty select gives every column',
    path: 'blog_posts?select=&order=read_time',
    expect: {
      status: 200,
      rows: 'select * from public.blog_posts order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1278',
    name: 'double-quoted column names in select and filter',
    path: 'blog_posts?select=%22slug%22,%22title%22&%22read_time%22=eq.1',
    expect: {
      status: 200,
      rows: 'select slug, title from public.blog_posts where read_time = 1',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1544',
    name: 'select of an unknown column',
    path: 'blog_posts?select=read_time,title,banana',
    expect: {
      status: 400,
      error: {
        code: '42703',
        details: null,
        hint: null,
        message: 'column blog_posts.banana does not exist',
      },
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:589',
    name: 'a renamed column is outside the subset',
    path: 'blog_posts?read_time=eq.1&select=myId:read_time',
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'QuerySpec.hs:594',
    name: 'a cast in select is outside the subset',
    path: 'blog_posts?select=read_time::text',
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'QuerySpec.hs:623',
    name: 'embedding is outside the subset',
    path: 'blog_posts?read_time=eq.1&select=slug,title,blog_post_revisions(*)',
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'QuerySpec.hs:1405',
    name: 'select, order and limit',
    path: 'blog_posts?select=read_time,title&order=read_time.desc&limit=3',
    expect: {
      status: 200,
      rows: 'select read_time, title from public.blog_posts order by read_time desc limit 3',
      headers: { 'content-type': json },
    },
  },

  // Ordering response.
  {
    spec: 'QuerySpec.hs:1074',
    name: 'order asc',
    path: 'blog_posts?select=read_time&read_time=lte.2&order=read_time.asc',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts where read_time <= 2 order by read_time asc',
      headers: { 'content-range': '0-1/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:1082',
    name: 'order desc',
    path: 'blog_posts?select=read_time&read_time=lte.2&order=read_time.desc',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts where read_time <= 2 order by read_time desc',
      headers: { 'content-range': '0-1/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:1089',
    name: 'order nullsfirst',
    path: 'blog_posts?select=excerpt&order=excerpt.nullsfirst',
    expect: {
      status: 200,
      rows: 'select excerpt from public.blog_posts order by excerpt nulls first',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:1099',
    name: 'order asc.nullslast',
    path: 'blog_posts?select=excerpt&order=excerpt.asc.nullslast',
    expect: {
      status: 200,
      rows: 'select excerpt from public.blog_posts order by excerpt asc nulls last',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:1108',
    name: 'order desc.nullsfirst',
    path: 'blog_posts?select=excerpt&order=excerpt.desc.nullsfirst',
    expect: {
      status: 200,
      rows: 'select excerpt from public.blog_posts order by excerpt desc nulls first',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:1117',
    name: 'order desc.nullslast',
    path: 'blog_posts?select=excerpt&order=excerpt.desc.nullslast',
    expect: {
      status: 200,
      rows: 'select excerpt from public.blog_posts order by excerpt desc nulls last',
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:1126',
    name: 'order by two columns',
    path: 'blog_posts?select=author,read_time,title&order=author.desc.nullslast,read_time.desc',
    expect: {
      status: 200,
      rows: `select author, read_time, title from public.blog_posts
             order by author desc nulls last, read_time desc`,
      headers: { 'content-range': '0-14/*' },
    },
  },
  {
    spec: 'QuerySpec.hs:1168',
    name: 'an order modifier that is not one',
    path: 'blog_posts?order=read_time.asc.nullslasttt',
    expect: {
      status: 400,
      error: {
        code: 'PGRST100',
        message: '"failed to parse order (read_time.asc.nullslasttt)" (line 1, column 24)',
        hint: null,
      },
      headers: { 'content-type': json },
    },
  },

  // Accept headers.
  {
    spec: 'QuerySpec.hs:1179',
    name: 'an unknown media type is 406',
    path: 'blog_posts',
    headers: { Accept: 'text/unknowntype' },
    expect: {
      status: 406,
      error: {
        code: 'PGRST107',
        details: null,
        hint: null,
        message: 'None of these media types are available: text/unknowntype',
      },
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1196',
    name: '*/* rescues an unknown media type',
    path: 'blog_posts?select=slug&order=read_time',
    headers: { Accept: 'text/unknowntype, */*' },
    expect: { status: 200, rows: 'select slug from public.blog_posts order by read_time' },
  },
  {
    spec: 'QuerySpec.hs:1222',
    name: 'text/csv is outside the subset',
    path: 'blog_posts?select=slug&order=read_time',
    headers: { Accept: 'text/csv; version=1' },
    expect: { status: 406, outsideSubset: true },
  },

  // Canonical location.
  {
    spec: 'QuerySpec.hs:1234',
    name: 'Content-Location with sorted params',
    path: 'blog_posts?title=eq.1&slug=eq.1',
    expect: {
      status: 200,
      body: [],
      headers: { 'content-location': '/blog_posts?slug=eq.1&title=eq.1' },
    },
  },

  // Values with quotes in IN and NOT IN.
  {
    spec: 'QuerySpec.hs:1289',
    name: 'in with a quoted value holding a comma',
    path: 'blog_posts?select=read_time,title&title=in.(%22comma,separated%22)&order=read_time',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts
             where title in ('comma,separated') order by read_time`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1289',
    name: 'not.in with quoted values and limit',
    path: 'blog_posts?select=read_time,title&title=not.in.(%22comma,separated%22,%22Hello,%20(world)%22)&order=read_time&limit=3',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts
             where not title in ('comma,separated', 'Hello, (world)') order by read_time limit 3`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1300',
    name: 'in with an unquoted unicode value and a quoted one',
    path: 'blog_posts?select=read_time,title&title=in.(%C3%9Cn%C3%AFc%C3%B6d%C3%A9%20%E2%9C%93,%22Hello,%20(world)%22)&order=read_time',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts
             where title in ('Ünïcödé ✓', 'Hello, (world)') order by read_time`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1300',
    name: 'not.in with quoted and unquoted values and limit',
    path: 'blog_posts?select=read_time,title&title=not.in.(%22Hello,%20(world)%22,beta,%22comma,separated%22)&order=read_time&limit=3',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts
             where not title in ('Hello, (world)', 'beta', 'comma,separated')
             order by read_time limit 3`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1312',
    name: 'in with escaped double quotes',
    path: 'blog_posts?select=read_time,title&title=in.(%22She%20said%20%5C%22hi%5C%22%22)',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts where title = 'She said "hi"'`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1317',
    name: 'in with an escaped backslash',
    path: 'blog_posts?select=read_time,title&title=in.(%22back%5C%5Cslash%22)',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts where title = E'back\\\\slash'`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1325',
    name: 'in takes any escaped character as itself',
    path: 'blog_posts?select=read_time,title&title=in.(%22T%5Cwo%20%20sp%5Caces%22)',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts where title = 'Two  spaces'`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1331',
    name: 'in with double quotes inside an unquoted value',
    path: 'blog_posts?select=read_time,title&title=in.(She%20said%20%22hi%22)',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts where title = 'She said "hi"'`,
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1339',
    name: 'in with a backslash in an unquoted value',
    path: 'blog_posts?select=read_time,title&title=in.(back%5Cslash)',
    expect: {
      status: 200,
      rows: `select read_time, title from public.blog_posts where title = E'back\\\\slash'`,
      headers: { 'content-type': json },
    },
  },

  // IN and NOT IN empty set.
  {
    spec: 'QuerySpec.hs:1349',
    name: 'in.() on an integer column',
    path: 'blog_posts?read_time=in.()',
    expect: { status: 200, body: [], headers: { 'content-type': json } },
  },
  {
    spec: 'QuerySpec.hs:1364',
    name: 'in.() on a timestamp column',
    path: 'blog_posts?published_at=in.()',
    expect: { status: 200, body: [], headers: { 'content-type': json } },
  },
  {
    spec: 'QuerySpec.hs:1374',
    name: 'not.in.() gives every row',
    path: 'blog_posts?read_time=not.in.()&select=read_time&order=read_time',
    expect: {
      status: 200,
      rows: 'select read_time from public.blog_posts order by read_time',
      headers: { 'content-type': json },
    },
  },
  {
    spec: 'QuerySpec.hs:1378',
    name: 'in.( ) with only spaces',
    path: 'blog_posts?read_time=in.(%20%20%20%20)',
    expect: { status: 200, body: [], headers: { 'content-type': json } },
  },
  {
    spec: 'QuerySpec.hs:1382',
    name: 'in with an empty item is an integer syntax error',
    path: 'blog_posts?read_time=in.(%20,3,4)',
    expect: {
      status: 400,
      error: {
        code: '22P02',
        details: null,
        hint: null,
        message: 'invalid input syntax for type integer: ""',
      },
      headers: { 'content-type': json },
    },
  },

  // Resources.
  {
    spec: 'QuerySpec.hs:26',
    name: 'an unknown table is 404',
    path: 'faketable',
    expect: {
      status: 404,
      // The hint is PostgREST's fuzzy match among the schema's tables, none near enough here.
      error: {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: "Could not find the table 'public.faketable' in the schema cache",
      },
    },
  },
  {
    spec: 'QuerySpec.hs:1673',
    name: 'a path of three segments is 404',
    path: 'first/second/third?select=*',
    expect: {
      status: 404,
      error: {
        code: 'PGRST125',
        details: null,
        hint: null,
        message: 'Invalid path specified in request URL',
      },
    },
  },
];
