import type { ConformanceCase } from '../case';

/**
 * test/spec/Feature/Query/ErrorSpec.hs at v13.0.8 (with the JWT, privilege and schema-profile
 * errors of Feature/Auth/AuthSpec.hs and Feature/Query/MultipleSchemaSpec.hs), translated to
 * public.blog_posts. PostgREST sends every error as compact JSON with the keys in this order,
 * so Content-Length is that of the body written out here.
 */
export const errorCases: ConformanceCase[] = [
  {
    spec: 'ErrorSpec.hs:33',
    name: 'PGRST125 for a nested path',
    path: 'invalid/nested/paths',
    expect: {
      status: 404,
      body: {
        code: 'PGRST125',
        details: null,
        hint: null,
        message: 'Invalid path specified in request URL',
      },
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'proxy-status': 'PostgREST; error=PGRST125',
        'content-length': '96',
      },
    },
  },
  {
    spec: 'ErrorSpec.hs:42',
    name: 'PGRST205 for an unknown table',
    path: 'blog_post',
    expect: {
      status: 404,
      body: {
        code: 'PGRST205',
        details: null,
        hint: "Perhaps you meant the table 'public.blog_posts'",
        message: "Could not find the table 'public.blog_post' in the schema cache",
      },
      headers: {
        'proxy-status': 'PostgREST; error=PGRST205',
        'content-length': '167',
      },
    },
  },
  {
    spec: 'ErrorSpec.hs:51',
    name: 'PGRST301 for a two-part JWT',
    path: 'blog_posts?select=slug&order=read_time',
    headers: {
      Authorization:
        'Bearer ey9zdGdyZXN0X3Rlc3RfYXV0aG9yIiwiaWQiOiJqZG9lIn0.y4vZuu1dDdwAl0-S00MCRWRYMlJ5YAMSir6Es6WtWx0',
    },
    expect: {
      status: 401,
      body: {
        code: 'PGRST301',
        details: null,
        hint: null,
        message: 'Expected 3 parts in JWT; got 2',
      },
      headers: {
        'proxy-status': 'PostgREST; error=PGRST301',
        'content-length': '89',
        'www-authenticate':
          'Bearer error="invalid_token", error_description="Expected 3 parts in JWT; got 2"',
      },
    },
  },
  {
    spec: 'AuthSpec.hs:89',
    name: 'PGRST301 for an empty bearer token',
    path: 'blog_posts?select=slug&order=read_time',
    headers: { Authorization: 'Bearer ' },
    expect: {
      status: 401,
      body: {
        code: 'PGRST301',
        details: null,
        hint: null,
        message: 'Empty JWT is sent in Authorization header',
      },
      headers: {
        'www-authenticate':
          'Bearer error="invalid_token", error_description="Empty JWT is sent in Authorization header"',
        'content-length': '100',
      },
    },
  },
  {
    spec: 'AuthSpec.hs:17',
    name: 'anon reading a table it has no grant on',
    path: 'user_roles',
    expect: {
      status: 401,
      body: {
        code: '42501',
        details: null,
        hint: null,
        message: 'permission denied for table user_roles',
      },
      headers: { 'www-authenticate': 'Bearer', 'content-length': '94' },
    },
  },
  {
    spec: 'MultipleSchemaSpec.hs:75',
    name: 'PGRST106 for an Accept-Profile not exposed',
    path: 'blog_posts?select=slug&order=read_time',
    headers: { 'Accept-Profile': 'unknown' },
    expect: {
      status: 406,
      body: {
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public',
        message: 'Invalid schema: unknown',
      },
    },
  },
  {
    spec: 'MultipleSchemaSpec.hs:150',
    name: 'PGRST106 for a Content-Profile not exposed',
    method: 'POST',
    as: 'admin',
    path: 'blog_posts',
    headers: { 'Content-Profile': 'unknown' },
    body: { slug: 'child-4', title: 'child 4' },
    expect: {
      status: 406,
      body: {
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public',
        message: 'Invalid schema: unknown',
      },
      after: {
        sql: "select count(*)::int as n from public.blog_posts where slug = 'child-4'",
        equals: [{ n: 0 }],
      },
    },
  },
];
