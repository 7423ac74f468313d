-- Stand-ins for the platform pieces every Supabase project already has, so that
-- supabase/migrations/ runs unchanged on a bare PostgreSQL (CI) or PGlite (embedded backend).
-- Never run this against a Supabase project: it has the real ones.
--
-- Idempotent: every statement can run again on a database that already has it.

-- ---------------------------------------------------------------------------------------------
-- API roles. PostgREST switches to one of them per request (set role) from the JWT's role claim.
-- Like Supabase: no login, no inherit; service_role bypasses row-level security.
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Let the connecting user `set role` to each of them. A superuser can anyway; a plain database
-- owner (CI) needs the membership. Granted every time rather than "if not a member": on
-- PostgreSQL 16+ the creator of a role is an admin-only member that may not SET ROLE to it, and
-- granting again to oneself adds the SET option. An existing grant only raises a notice.
do $$
declare
  r text;
begin
  if not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    foreach r in array array['anon', 'authenticated', 'service_role'] loop
      execute format('grant %I to %I', r, current_user);
    end loop;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase's request deadlines: PostgREST applies a role's settings to each request's
-- transaction, so an anonymous request may run 3 s and a signed-in one 8 s before Postgres
-- cancels it (57014). The embedded backend reads the same settings (role-limits.ts).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- pg_plan_filter's ceiling on a statement's planned cost, per role (Supabase preloads the
-- module; the embedded backend plans each statement first and applies the same rule). With
-- 29,527 posts the app's costliest plans (a language's category counts, its counted list) cost
-- about 26,000; reads over every language's listings cost 45,000 and more and run for a second.
-- Raise them as the blog grows: docs/blog-at-scale.md.
alter role anon set plan_filter.statement_cost_limit = 40000;
alter role authenticated set plan_filter.statement_cost_limit = 80000;

-- ---------------------------------------------------------------------------------------------
-- auth: the request's JWT claims, as Supabase's GoTrue schema exposes them.
-- PostgREST sets request.jwt.claims (a JSON string) per transaction; older versions set
-- request.jwt.claim. Same definitions as on Supabase.
-- ---------------------------------------------------------------------------------------------
create schema if not exists auth;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Only for completeness: Clerk's ids are not uuids, so this app never calls auth.uid().
create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- storage: the two tables of Supabase Storage that policies and the storage server use.
-- ---------------------------------------------------------------------------------------------
create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  version text,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);

-- Closed by default: objects are reachable only through the policies migrations add; buckets
-- have no policies for API roles at all (the storage server reads them as the owner).
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant usage on schema storage to anon, authenticated, service_role;
grant select, insert, update, delete on table storage.objects to anon, authenticated;
grant all on table storage.objects, storage.buckets to service_role;
