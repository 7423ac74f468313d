import type { ConformanceCase } from '../case';

/**
 * test/spec/Feature/Query/AndOrParamsSpec.hs at v13.0.8, translated to public.blog_posts
 * (entities.id → read_time, name → title/excerpt, arr → tags, a nullable name → excerpt/author).
 */

/** Every read below selects read_time in read_time order. */
const selectOrdered = '&select=read_time&order=read_time';
const rowsWhere = (where: string) =>
  `select read_time from public.blog_posts where ${where} order by read_time`;
const json = { 'content-type': 'application/json; charset=utf-8' };

export const logicCases: ConformanceCase[] = [
  {
    spec: 'AndOrParamsSpec.hs:18',
    name: 'or of two conditions',
    path: `blog_posts?or=(read_time.eq.1,read_time.eq.2)${selectOrdered}`,
    expect: { status: 200, rows: rowsWhere('read_time = 1 or read_time = 2'), headers: json },
  },
  {
    spec: 'AndOrParamsSpec.hs:21',
    name: 'not.or negates the group',
    path: `blog_posts?not.or=(read_time.eq.1,read_time.eq.2)${selectOrdered}`,
    expect: { status: 200, rows: rowsWhere('not (read_time = 1 or read_time = 2)'), headers: json },
  },
  {
    spec: 'AndOrParamsSpec.hs:24',
    name: 'or combined with a plain filter',
    path: `blog_posts?or=(read_time.eq.1,read_time.eq.2)&excerpt=eq.Excerpt%201${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere("(read_time = 1 or read_time = 2) and excerpt = 'Excerpt 1'"),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:29',
    name: 'or on an embedded resource',
    path: 'blog_posts?select=read_time,translation_of(slug)&translation_of.or=(read_time.eq.1,title.eq.beta)&order=read_time',
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'AndOrParamsSpec.hs:55',
    name: 'and groups nested in or',
    path: `blog_posts?or=(and(title.eq.beta,read_time.eq.2),and(title.eq.Alpha,read_time.eq.1))${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere("(title = 'beta' and read_time = 2) or (title = 'Alpha' and read_time = 1)"),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:58',
    name: 'not.and groups nested in or',
    path: `blog_posts?or=(not.and(title.eq.beta,read_time.eq.2),not.and(title.eq.Alpha,read_time.eq.1))${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere(
        "not (title = 'beta' and read_time = 2) or not (title = 'Alpha' and read_time = 1)",
      ),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:61',
    name: 'and and or side by side',
    path: `blog_posts?and=(read_time.eq.1,title.eq.Alpha)&or=(read_time.eq.1,read_time.eq.2)${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere("(read_time = 1 and title = 'Alpha') and (read_time = 1 or read_time = 2)"),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:66',
    name: 'eq and neq in and, stray paren ignored',
    path: `blog_posts?and=(read_time.eq.1,read_time.neq.2))${selectOrdered}`,
    expect: { status: 200, rows: rowsWhere('read_time = 1 and read_time <> 2'), headers: json },
  },
  {
    spec: 'AndOrParamsSpec.hs:69',
    name: 'lt and gt in or',
    path: `blog_posts?or=(read_time.lt.2,read_time.gt.3)${selectOrdered}`,
    expect: { status: 200, rows: rowsWhere('read_time < 2 or read_time > 3'), headers: json },
  },
  {
    spec: 'AndOrParamsSpec.hs:75',
    name: 'like and ilike in or',
    path: `blog_posts?or=(excerpt.like.*1,excerpt.ilike.*EXCERPT%202)${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere("excerpt like '%1' or excerpt ilike '%EXCERPT 2'"),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:78',
    name: 'in lists in or',
    path: `blog_posts?or=(read_time.in.(1,2),read_time.in.(3,4))${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere('read_time in (1, 2) or read_time in (3, 4)'),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:81',
    name: 'is null in and',
    path: `blog_posts?and=(excerpt.is.null,author.is.null)${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere('excerpt is null and author is null'),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:84',
    name: 'fts inside or',
    path: `blog_posts?or=(title.fts.alpha,title.fts.gamma)${selectOrdered}`,
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'AndOrParamsSpec.hs:119',
    name: 'cs and cd inside or',
    path: `blog_posts?or=(tags.cs.{alpha,beta},tags.cd.{beta})${selectOrdered}`,
    expect: { status: 400, outsideSubset: true },
  },
  {
    spec: 'AndOrParamsSpec.hs:155',
    name: 'cs on an array column',
    path: `blog_posts?tags=cs.{alpha,beta}${selectOrdered}`,
    expect: { status: 200, rows: rowsWhere("tags @> '{alpha,beta}'"), headers: json },
  },
  {
    spec: 'AndOrParamsSpec.hs:186',
    name: 'not.cs, not.eq, not.like in groups',
    path: `blog_posts?and=(tags.not.cs.{alpha,beta},and(read_time.not.eq.2,title.not.like.*a))${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere(
        "not (tags @> '{alpha,beta}') and (not (read_time = 2) and not (title like '%a'))",
      ),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:195',
    name: 'not.ilike, not.gt, not.lte in groups',
    path: `blog_posts?and=(excerpt.not.ilike.*PT2,or(read_time.not.gt.4,read_time.not.lte.1))${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere(
        "not (excerpt ilike '%PT2') and (not (read_time > 4) or not (read_time <= 1))",
      ),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:203',
    name: 'eq with quoted values holding , ( )',
    path: `blog_posts?or=(title.eq.%22Hello,%20(world)%22,title.eq.%22comma,separated%22)${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere("title = 'Hello, (world)' or title = 'comma,separated'"),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:206',
    name: 'like and ilike with quoted patterns',
    path: `blog_posts?or=(title.like.%22*a,s*%22,title.ilike.%22*O,%20(WORLD)%22)${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere("title like '%a,s%' or title ilike '%O, (WORLD)'"),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:209',
    name: 'in with quoted elements',
    path: `blog_posts?or=(read_time.in.(%221%22,%222%22),read_time.in.(%223%22,%224%22))${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere('read_time in (1, 2) or read_time in (3, 4)'),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:213',
    name: 'whitespace around groups and values',
    path: `blog_posts?and=(%20and%20(%20read_time.in.(%201,%202,%203%20)%20,%20read_time.eq.3%20)%20,%20or%20(%20read_time.eq.2%20,%20read_time.eq.3%20)%20)${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere(
        '(read_time in (1, 2, 3) and read_time = 3) and (read_time = 2 or read_time = 3)',
      ),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:218',
    name: 'or=() is a parse error',
    path: 'blog_posts?or=()',
    expect: {
      status: 400,
      error: {
        code: 'PGRST100',
        message: '"failed to parse logic tree (())" (line 1, column 4)',
        hint: null,
      },
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:226',
    name: 'or with a single condition',
    path: `blog_posts?or=(read_time.eq.1)${selectOrdered}`,
    expect: { status: 200, rows: rowsWhere('read_time = 1'), headers: json },
  },
  {
    spec: 'AndOrParamsSpec.hs:231',
    name: 'three conditions, spaces after commas',
    path: `blog_posts?or=(read_time.eq.1,%20read_time.eq.2,%20read_time.eq.3)${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere('read_time = 1 or read_time = 2 or read_time = 3'),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:236',
    name: 'four conditions with not.or and or',
    path: `blog_posts?and=(%20read_time.eq.1,%20not.or(read_time.eq.2,%20read_time.eq.3),%20read_time.in.(1,4),%20or(read_time.eq.1,%20read_time.eq.4)%20)${selectOrdered}`,
    expect: {
      status: 200,
      rows: rowsWhere(
        'read_time = 1 and not (read_time = 2 or read_time = 3) and read_time in (1, 4)' +
          ' and (read_time = 1 or read_time = 4)',
      ),
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:256',
    name: 'PATCH filtered by or',
    method: 'PATCH',
    as: 'admin',
    path: 'blog_posts?or=(read_time.eq.1,read_time.eq.2)&select=read_time,title',
    headers: { Prefer: 'return=representation' },
    body: { title: 'updated grandchild entity' },
    expect: {
      status: 200,
      rows: 'select read_time, title from public.blog_posts where read_time in (1, 2) order by read_time',
      headers: json,
    },
  },
  {
    spec: 'AndOrParamsSpec.hs:264',
    name: 'DELETE filtered by or',
    method: 'DELETE',
    as: 'admin',
    path: 'blog_posts?or=(read_time.eq.1,read_time.eq.2)&select=read_time,title',
    headers: { Prefer: 'return=representation' },
    expect: {
      status: 200,
      rowsBefore:
        'select read_time, title from public.blog_posts where read_time in (1, 2) order by read_time',
      after: {
        sql: 'select count(*)::int as n from public.blog_posts where read_time in (1, 2)',
        equals: [{ n: 0 }],
      },
    },
  },
];
