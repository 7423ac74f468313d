/**
 * Runs every conformance case (cases/*.ts) through HTTP against the embedded REST layer on a
 * database holding the fixture, and holds each answer to PostgREST 13's: status, body, the
 * headers PostgREST sends. conformance.test.ts runs it on PGlite and, with DATABASE_URL, on a
 * real PostgreSQL server (.ci/postgres-matrix), where the expected rows come from that server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../db/setup';
import type { TestServer } from '../test-server';
import type { ConformanceCase } from './case';
import { conformanceCases } from './cases';
import { resetFixture } from './fixture';

const reads = new Set(['GET', 'HEAD', undefined]);

export function describeConformance(
  title: string,
  start: () => Promise<{ server: TestServer; cleanup(): Promise<void> }>,
) {
  describe(title, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    let adminToken: string;

    const sql = async (text: string, params: unknown[] = []) =>
      (await server.backend.database.query<Record<string, unknown>>(text, params)).rows;
    /** The SQL's rows as JSON values, the way Postgres itself turns a row into JSON. */
    const rowsOf = async (text: string) =>
      (await sql(`select row_to_json(_x)::text as j from (${text}) _x`)).map((row) =>
        JSON.parse(row.j as string),
      );

    beforeAll(async () => {
      ({ server, cleanup } = await start());
      adminToken = await server.signIn(
        seedAccounts.admin.email,
        seedAccounts.admin.defaultPassword,
      );
      await resetFixture(sql);
    });

    afterAll(async () => {
      await cleanup?.();
    });

    async function send(testCase: ConformanceCase) {
      const headers: Record<string, string> = { ...testCase.headers };
      if (testCase.as === 'admin') headers.Authorization ??= `Bearer ${adminToken}`;
      let body: string | undefined = testCase.rawBody;
      if (testCase.body !== undefined) body = JSON.stringify(testCase.body);
      if (body !== undefined) headers['Content-Type'] ??= 'application/json';
      return fetch(`${server.url}/rest/v1/${testCase.path}`, {
        method: testCase.method ?? 'GET',
        headers,
        body,
      });
    }

    it.each(conformanceCases.map((testCase) => [`${testCase.spec} ${testCase.name}`, testCase]))(
      '%s',
      async (_name, testCase: ConformanceCase) => {
        const { expect: wanted } = testCase;
        const before = wanted.rowsBefore ? await rowsOf(wanted.rowsBefore) : undefined;
        const response = await send(testCase);
        try {
          const text = await response.text();
          const summary = `${response.status} ${text.slice(0, 300)}`;
          expect(response.status, summary).toBe(wanted.status);
          for (const [name, value] of Object.entries(wanted.headers ?? {})) {
            expect(response.headers.get(name), `header ${name}; ${summary}`).toBe(value);
          }
          if (wanted.emptyBody) expect(text, summary).toBe('');
          const json = () => JSON.parse(text) as unknown;
          if (wanted.body !== undefined) expect(json(), summary).toEqual(wanted.body);
          if (wanted.rows) expect(json(), summary).toEqual(await rowsOf(wanted.rows));
          if (before) expect(json(), summary).toEqual(before);
          if (wanted.object) {
            const [only, ...more] = await rowsOf(wanted.object);
            expect(more, `the object SQL of ${testCase.spec} returns one row`).toEqual([]);
            expect(json(), summary).toEqual(only);
          }
          if (wanted.error || wanted.outsideSubset) {
            const error = json() as Record<string, unknown>;
            expect(Object.keys(error).sort(), summary).toEqual([
              'code',
              'details',
              'hint',
              'message',
            ]);
            expect(error, summary).toMatchObject(wanted.error ?? {});
          }
          if (wanted.outsideSubset) {
            expect(wanted.status, summary).toBeGreaterThanOrEqual(400);
            expect(wanted.status, summary).toBeLessThan(500);
            expect((json() as { message: string }).message, summary).toMatch(/not supported/i);
          }
          if (wanted.after) expect(await rowsOf(wanted.after.sql)).toEqual(wanted.after.equals);
        } finally {
          if (!reads.has(testCase.method)) await resetFixture(sql);
        }
      },
    );
  });
}
