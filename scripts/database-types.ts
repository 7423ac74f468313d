/**
 * Renders src/lib/database.types.ts from a migrated database, in the shape
 * `supabase gen types typescript` writes (postgres-meta's typescript template): the same type
 * mapping, the same optional/never rules for Insert and Update, the same helper types. Only the
 * public schema, the one the API exposes.
 */
import type { Queryable } from '../supabase/embedded';
import { helperTypes } from './database-helper-types';

export interface ColumnInfo {
  name: string;
  /** Type name as pg_type spells it: text, int4, _text (arrays), or an enum's name. */
  format: string;
  isNullable: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
  identityAlways: boolean;
  isUpdatable: boolean;
}

export interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  /** Views that Postgres can write through get Insert and Update too, as in the CLI. */
  isUpdatable: boolean;
  columns: ColumnInfo[];
  relationships: RelationshipInfo[];
}

export interface RelationshipInfo {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface FunctionInfo {
  name: string;
  args: { name: string; format: string; hasDefault: boolean }[];
  returnFormat: string;
  returnsSet: boolean;
}

export interface SchemaInfo {
  relations: RelationInfo[];
  functions: FunctionInfo[];
  enums: { name: string; values: string[] }[];
}

/** postgres-meta's pgTypeToTsType, for the types a migration here can use. */
export function pgTypeToTsType(format: string, enums: readonly string[] = []): string {
  if (format === 'bool') return 'boolean';
  if (
    [
      'int2',
      'int4',
      'int8',
      'float4',
      'float8',
      'numeric',
      'oid',
      'real',
      'double precision',
    ].includes(format)
  )
    return 'number';
  if (
    [
      'bytea',
      'bpchar',
      'varchar',
      'date',
      'text',
      'citext',
      'time',
      'timetz',
      'timestamp',
      'timestamptz',
      'uuid',
      'vector',
      'interval',
      'inet',
      'cidr',
      'macaddr',
    ].includes(format)
  )
    return 'string';
  if (format === 'json' || format === 'jsonb') return 'Json';
  if (format === 'void') return 'undefined';
  if (format === 'record') return 'Record<string, unknown>';
  if (format.startsWith('_')) return `${pgTypeToTsType(format.slice(1), enums)}[]`;
  if (enums.includes(format)) return `Database["public"]["Enums"][${JSON.stringify(format)}]`;
  return 'unknown';
}

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

export async function introspect(db: Queryable): Promise<SchemaInfo> {
  const relations = await db.query<{ name: string; relkind: string; updatable: boolean }>(
    `select c.relname as name, c.relkind,
            (c.relkind in ('r', 'p') or pg_catalog.pg_relation_is_updatable(c.oid::regclass, false) & 20 = 20) as updatable
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`,
  );
  const columns = await db.query<{
    relation: string;
    name: string;
    format: string;
    is_nullable: boolean;
    has_default: boolean;
    identity: string;
    updatable: boolean;
  }>(
    `select c.relname as relation, a.attname as name, t.typname as format,
            not a.attnotnull as is_nullable,
            (a.atthasdef or a.attidentity <> '') as has_default,
            a.attidentity as identity,
            (c.relkind in ('r', 'p') or pg_catalog.pg_column_is_updatable(c.oid::regclass, a.attnum, false)) as updatable
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const foreignKeys = await db.query<{
    name: string;
    relation: string;
    columns: string[];
    referenced: string;
    referenced_columns: string[];
    one_to_one: boolean;
  }>(
    `select con.conname as name, c.relname as relation, rc.relname as referenced,
            array(select attname from pg_catalog.pg_attribute where attrelid = con.conrelid and attnum = any(con.conkey) order by attnum)::text[] as columns,
            array(select attname from pg_catalog.pg_attribute where attrelid = con.confrelid and attnum = any(con.confkey) order by attnum)::text[] as referenced_columns,
            exists (select 1 from pg_catalog.pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                     and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]) as one_to_one
       from pg_catalog.pg_constraint con
       join pg_catalog.pg_class c on c.oid = con.conrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_class rc on rc.oid = con.confrelid
      where con.contype = 'f' and n.nspname = 'public'`,
  );
  const functions = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_formats: string[];
    arg_modes: string[] | null;
    defaults: number;
    return_format: string;
    returns_set: boolean;
  }>(
    `select p.proname as name, p.proargnames::text[] as arg_names,
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(oid, i)
                    join pg_catalog.pg_type t on t.oid = a.oid order by a.i)::text[] as arg_formats,
            p.proargmodes::text[] as arg_modes, p.pronargdefaults::int as defaults,
            rt.typname as return_format, p.proretset as returns_set
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f'
        and rt.typname not in ('trigger', 'event_trigger')
        and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  const enums = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, array(select e.enumlabel from pg_catalog.pg_enum e where e.enumtypid = t.oid order by e.enumsortorder)::text[] as values
       from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype = 'e'`,
  );

  return {
    relations: relations.rows
      .map((relation) => ({
        name: relation.name,
        kind:
          relation.relkind === 'r' || relation.relkind === 'p'
            ? ('table' as const)
            : ('view' as const),
        isUpdatable: relation.updatable,
        columns: columns.rows
          .filter((column) => column.relation === relation.name)
          .map((column) => ({
            name: column.name,
            format: column.format,
            isNullable: column.is_nullable,
            hasDefault: column.has_default,
            isIdentity: column.identity !== '',
            identityAlways: column.identity === 'a',
            isUpdatable: column.updatable,
          }))
          .sort(byName),
        relationships: foreignKeys.rows
          .filter((key) => key.relation === relation.name)
          .map((key) => ({
            foreignKeyName: key.name,
            columns: key.columns,
            isOneToOne: key.one_to_one,
            referencedRelation: key.referenced,
            referencedColumns: key.referenced_columns,
          }))
          .sort((a, b) => (a.foreignKeyName < b.foreignKeyName ? -1 : 1)),
      }))
      .sort(byName),
    functions: functions.rows
      .map((fn) => {
        const modes = fn.arg_modes ?? fn.arg_formats.map(() => 'i');
        const inputs = fn.arg_formats
          .map((format, i) => ({ name: fn.arg_names?.[i] ?? '', format, mode: modes[i] }))
          .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
        return {
          name: fn.name,
          args: inputs.map((arg, i) => ({
            name: arg.name,
            format: arg.format,
            hasDefault: i >= inputs.length - fn.defaults,
          })),
          returnFormat: fn.return_format,
          returnsSet: fn.returns_set,
        };
      })
      .sort(byName),
    enums: enums.rows.sort(byName),
  };
}

const none = '{ [_ in never]: never }';

function columnType(column: ColumnInfo, enums: readonly string[]) {
  return `${pgTypeToTsType(column.format, enums)}${column.isNullable ? ' | null' : ''}`;
}

function renderRelationships(relationships: RelationshipInfo[]) {
  return `[${relationships
    .map(
      (r) => `{
        foreignKeyName: ${JSON.stringify(r.foreignKeyName)}
        columns: ${JSON.stringify(r.columns)}
        isOneToOne: ${r.isOneToOne}
        referencedRelation: ${JSON.stringify(r.referencedRelation)}
        referencedColumns: ${JSON.stringify(r.referencedColumns)}
      }`,
    )
    .join(',')}]`;
}

/** Insert/Update members the way postgres-meta writes them. */
function writableMember(column: ColumnInfo, enums: readonly string[], mode: 'Insert' | 'Update') {
  const key = JSON.stringify(column.name);
  if (column.identityAlways) return `${key}?: never`;
  const optional = mode === 'Update' || column.isNullable || column.isIdentity || column.hasDefault;
  return `${key}${optional ? '?' : ''}: ${columnType(column, enums)}`;
}

function renderRelation(relation: RelationInfo, enums: readonly string[]) {
  const row = relation.columns.map((c) => `${JSON.stringify(c.name)}: ${columnType(c, enums)}`);
  const writable = relation.kind === 'table' || relation.isUpdatable;
  const insert = relation.columns
    .filter((c) => relation.kind === 'table' || c.isUpdatable)
    .map((c) => writableMember(c, enums, 'Insert'));
  const update = relation.columns
    .filter((c) => relation.kind === 'table' || c.isUpdatable)
    .map((c) => writableMember(c, enums, 'Update'));
  const members = [`Row: { ${row.join('\n')} }`];
  if (writable)
    members.push(`Insert: { ${insert.join('\n')} }`, `Update: { ${update.join('\n')} }`);
  members.push(`Relationships: ${renderRelationships(relation.relationships)}`);
  return `${JSON.stringify(relation.name)}: { ${members.join('\n')} }`;
}

function renderFunction(fn: FunctionInfo, schema: SchemaInfo, enums: readonly string[]) {
  const namedArgs = fn.args.filter((arg) => arg.name !== '');
  const args =
    namedArgs.length === 0
      ? 'never'
      : `{ ${namedArgs
          .slice()
          .sort(byName)
          .map(
            (arg) =>
              `${JSON.stringify(arg.name)}${arg.hasDefault ? '?' : ''}: ${pgTypeToTsType(arg.format, enums)}`,
          )
          .join('\n')} }`;
  const relation = schema.relations.find((r) => r.name === fn.returnFormat);
  const returns = relation
    ? `{ ${relation.columns.map((c) => `${JSON.stringify(c.name)}: ${columnType(c, enums)}`).join('\n')} }`
    : pgTypeToTsType(fn.returnFormat, enums);
  return `${JSON.stringify(fn.name)}: { Args: ${args}; Returns: ${returns}${fn.returnsSet ? '[]' : ''} }`;
}

const section = (entries: string[]) => (entries.length === 0 ? none : `{ ${entries.join('\n')} }`);

/** The file's text before formatting; prettier gives it the repository's style. */
export function renderDatabaseTypes(schema: SchemaInfo, postgrestVersion = '12'): string {
  const enums = schema.enums.map((e) => e.name);
  const tables = schema.relations.filter((r) => r.kind === 'table');
  const views = schema.relations.filter((r) => r.kind === 'view');
  return `// Generated by \`npm run db:types\` from supabase/migrations, in the shape of
// \`supabase gen types typescript\`. Do not edit: change a migration and run the script.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${JSON.stringify(postgrestVersion)}
  }
  public: {
    Tables: ${section(tables.map((t) => renderRelation(t, enums)))}
    Views: ${section(views.map((v) => renderRelation(v, enums)))}
    Functions: ${section(schema.functions.map((f) => renderFunction(f, schema, enums)))}
    Enums: ${section(schema.enums.map((e) => `${JSON.stringify(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(' | ')}`))}
    CompositeTypes: ${none}
  }
}

${helperTypes}export const Constants = {
  public: {
    Enums: { ${schema.enums.map((e) => `${JSON.stringify(e.name)}: ${JSON.stringify(e.values)}`).join(',')} },
  },
} as const
`;
}
