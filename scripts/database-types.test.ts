import { describe, expect, it } from 'vitest';
import {
  pgTypeToTsType,
  renderDatabaseTypes,
  type ColumnInfo,
  type SchemaInfo,
} from './database-types';

const column = (name: string, format: string, extra: Partial<ColumnInfo> = {}): ColumnInfo => ({
  name,
  format,
  isNullable: false,
  hasDefault: false,
  isIdentity: false,
  identityAlways: false,
  isUpdatable: true,
  ...extra,
});

describe('pgTypeToTsType (the supabase CLI mapping)', () => {
  it.each([
    ['text', 'string'],
    ['uuid', 'string'],
    ['timestamptz', 'string'],
    ['varchar', 'string'],
    ['int4', 'number'],
    ['int8', 'number'],
    ['numeric', 'number'],
    ['bool', 'boolean'],
    ['json', 'Json'],
    ['jsonb', 'Json'],
    ['_text', 'string[]'],
    ['_int4', 'number[]'],
    ['void', 'undefined'],
    ['tsvector', 'unknown'],
  ])('%s → %s', (format, type) => {
    expect(pgTypeToTsType(format)).toBe(type);
  });

  it('names an enum through Database', () => {
    expect(pgTypeToTsType('post_state', ['post_state'])).toBe(
      'Database["public"]["Enums"]["post_state"]',
    );
    expect(pgTypeToTsType('_post_state', ['post_state'])).toBe(
      'Database["public"]["Enums"]["post_state"][]',
    );
  });
});

describe('renderDatabaseTypes', () => {
  const schema: SchemaInfo = {
    relations: [
      {
        name: 'notes',
        kind: 'table',
        isUpdatable: true,
        columns: [
          column('body', 'text', { isNullable: true }),
          column('id', 'int8', { isIdentity: true, identityAlways: true, hasDefault: true }),
          column('state', 'post_state', { hasDefault: true }),
          column('title', 'text'),
        ],
        relationships: [],
      },
      {
        name: 'note_counts',
        kind: 'view',
        isUpdatable: false,
        columns: [column('total', 'int4', { isNullable: true, isUpdatable: false })],
        relationships: [],
      },
    ],
    functions: [
      {
        name: 'shout',
        args: [{ name: 'words', format: 'text', hasDefault: false }],
        returnFormat: 'text',
        returnsSet: false,
      },
    ],
    enums: [{ name: 'post_state', values: ['draft', 'live'] }],
  };
  const text = renderDatabaseTypes(schema).replace(/\s+/g, ' ');

  it('requires in Insert only columns without null, default or identity; never for identity always', () => {
    expect(text).toContain(
      'Insert: { "body"?: string | null "id"?: never "state"?: Database["public"]["Enums"]["post_state"] "title": string }',
    );
    expect(text).toContain(
      'Update: { "body"?: string | null "id"?: never "state"?: Database["public"]["Enums"]["post_state"] "title"?: string }',
    );
  });

  it('gives a read-only view a Row and no Insert or Update', () => {
    expect(text).toContain('"note_counts": { Row: { "total": number | null } Relationships: [] }');
  });

  it('writes functions, enums and Constants as the CLI does', () => {
    expect(text).toContain('"shout": { Args: { "words": string }; Returns: string }');
    expect(text).toContain('Enums: { "post_state": "draft" | "live" }');
    expect(text).toContain('Enums: { "post_state": ["draft","live"] }');
    expect(text).toContain('CompositeTypes: { [_ in never]: never }');
    expect(text).toContain('PostgrestVersion: "12"');
  });

  it('writes { [_ in never]: never } for an empty section', () => {
    const empty = renderDatabaseTypes({ relations: [], functions: [], enums: [] });
    expect(empty.replace(/\s+/g, ' ')).toContain(
      'Tables: { [_ in never]: never } Views: { [_ in never]: never } Functions: { [_ in never]: never } Enums: { [_ in never]: never }',
    );
  });
});
