-- Identity for the embedded backend only. In production Clerk signs users in and Supabase trusts
-- its tokens (third-party auth); a newcomer without any account gets these tables instead.
-- Idempotent: it runs on every start, so a change here reaches existing data directories.
-- The schema is not exposed by the HTTP layer (only "public" is) and the API roles get no
-- privilege on it: password hashes and refresh tokens are reachable only by the server itself.

create schema if not exists local_auth;
revoke all on schema local_auth from public;

create table if not exists local_auth.users (
  -- Text ids shaped like Clerk's ('user_...'), so policies read auth.jwt()->>'sub' the same way.
  id text primary key,
  email text not null unique check (email = lower(email)),
  -- scrypt$N$r$p$salt$hash (base64url): never the password itself.
  password_hash text not null,
  created_at timestamptz not null default now()
);

create table if not exists local_auth.refresh_tokens (
  -- SHA-256 of the token: a copy of the database does not yield usable tokens.
  token_hash text primary key,
  user_id text not null references local_auth.users (id) on delete cascade,
  expires_at timestamptz not null,
  -- Set when exchanged for a new pair; a used token still works for a few seconds (see
  -- local-auth.ts), then never again.
  used_at timestamptz,
  created_at timestamptz not null default now()
);
-- Directories created before used_at existed.
alter table local_auth.refresh_tokens add column if not exists used_at timestamptz;
-- One sign-in = one session; every token rotated from it inherits the id, so reuse of an old
-- token or a sign-out can revoke the whole chain at once. Rows from before the column existed
-- become sessions of their own; the statements are safe to repeat on every start.
alter table local_auth.refresh_tokens add column if not exists session_id uuid;
update local_auth.refresh_tokens set session_id = gen_random_uuid() where session_id is null;
alter table local_auth.refresh_tokens alter column session_id set not null;
create index if not exists refresh_tokens_session_id_idx
  on local_auth.refresh_tokens (session_id);

-- Sessions: one per sign-in. Access tokens carry the id (sid) and are honoured only while the
-- row exists and has not expired, so sign-out takes effect at once and a session ends a fixed
-- time after its sign-in however often it is refreshed. Tokens of rows from before this table
-- have no session and must sign in again.
create table if not exists local_auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references local_auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- Per-database settings, e.g. the HS256 secret that signs this data directory's access tokens.
create table if not exists local_auth.settings (
  name text primary key,
  value text not null
);

-- Which files of supabase/migrations have run (same table the Supabase CLI keeps), so a
-- migration added later is applied on the next start and the others never run twice.
create schema if not exists supabase_migrations;
revoke all on schema supabase_migrations from public;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
