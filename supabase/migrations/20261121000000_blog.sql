-- Blog schema: posts, admin role records, the is-admin helper and the blog-images bucket.
--
-- One source of SQL for three databases: a hosted Supabase project (supabase db push), the
-- embedded PGlite backend and CI's PostgreSQL server. The last two first run
-- supabase/platform/bootstrap.sql, which creates the pieces Supabase already has (roles anon,
-- authenticated and service_role, auth.jwt(), storage.buckets and storage.objects).
--
-- Identity comes from Clerk (Supabase third-party auth). Clerk user ids are text like
-- 'user_2abc...', so everything here reads auth.jwt()->>'sub'; auth.uid() casts to uuid and
-- would fail on them.

-- ---------------------------------------------------------------------------------------------
-- Schema for helpers the API must not expose (only "public" is in the API's schema list).
-- ---------------------------------------------------------------------------------------------
create schema if not exists private;

-- ---------------------------------------------------------------------------------------------
-- blog_posts
-- ---------------------------------------------------------------------------------------------
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint blog_posts_title_length check (char_length(title) <= 200)
    constraint blog_posts_title_not_blank check (btrim(title) <> ''),
  slug text not null
    constraint blog_posts_slug_key unique
    constraint blog_posts_slug_length check (char_length(slug) <= 200)
    -- Lower-case words joined by single hyphens: safe in a URL path without encoding.
    constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$'),
  excerpt text
    constraint blog_posts_excerpt_length check (char_length(excerpt) <= 500),
  content_html text,
  content_markdown text,
  author text,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  category text not null default 'General',
  tags text[] not null default '{}',
  meta_description text
    constraint blog_posts_meta_description_length check (char_length(meta_description) <= 160),
  featured_image text,
  read_time integer not null default 5
    constraint blog_posts_read_time_min check (read_time >= 1),
  outrank_id text
);

comment on table public.blog_posts is
  'Blog articles. Anyone reads; only admins (private.is_admin()) write.';
comment on column public.blog_posts.featured_image is
  'Public URL (blog-images bucket) or a root-relative path to an image shipped with the site.';
comment on column public.blog_posts.outrank_id is
  'Post id when edited in the admin, or manual-<epoch ms> for a post created there.';

-- The list and the admin table both order by published_at desc (PostgREST: nulls first).
create index blog_posts_published_at_idx on public.blog_posts (published_at desc);

-- updated_at is kept by the database, so no client can forget or forge it.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.set_updated_at() from public;

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row
  execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- user_roles: who is admin. Written only by the project owner (SQL editor,
-- service role or a migration), never through the API.
-- ---------------------------------------------------------------------------------------------
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id text not null,
  role text not null
    constraint user_roles_role_check check (role in ('admin')),
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is
  'Role records keyed by the Clerk user id (JWT sub). API users read only their own rows.';

-- ---------------------------------------------------------------------------------------------
-- private.is_admin(): security definer so policies can consult user_roles without the caller
-- being able to read other people's rows; empty search_path and qualified names so nobody can
-- shadow public.user_roles or auth.jwt with objects of their own.
-- ---------------------------------------------------------------------------------------------
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles ur
    where ur.user_id = (select auth.jwt()) ->> 'sub'
      and ur.role = 'admin'
  );
$$;

comment on function private.is_admin() is
  'True when the JWT sub of the current request has an admin row in public.user_roles.';

revoke execute on function private.is_admin() from public;
grant usage on schema private to anon, authenticated;
grant execute on function private.is_admin() to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Privileges: grant each role only what it needs (Supabase's default privileges would
-- otherwise give anon and authenticated everything, truncate included, which RLS cannot stop).
-- ---------------------------------------------------------------------------------------------
revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;
grant insert, update, delete on table public.blog_posts to authenticated;

revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;

grant select, insert, update, delete on table public.blog_posts to service_role;
grant select, insert, update, delete on table public.user_roles to service_role;

-- ---------------------------------------------------------------------------------------------
-- Row-level security: one policy per operation and role; (select ...) wrappers so the
-- function runs once per statement rather than once per row. Written
-- `(select auth.jwt()) ->> 'sub'`, not `(select auth.jwt() ->> 'sub')`: same plan, but the
-- Supabase linter (auth_rls_initplan) only recognises the first form.
-- ---------------------------------------------------------------------------------------------
alter table public.blog_posts enable row level security;
alter table public.user_roles enable row level security;

-- The blog is public: every visitor reads every post (intentionally true, read-only).
create policy "Anyone can read blog posts"
  on public.blog_posts
  for select
  to anon, authenticated
  using (true);

create policy "Admins can create blog posts"
  on public.blog_posts
  for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins can update blog posts"
  on public.blog_posts
  for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete blog posts"
  on public.blog_posts
  for delete
  to authenticated
  using ((select private.is_admin()));

-- A signed-in user may look up only their own roles (the admin check).
-- No insert/update/delete policy: with RLS on, the API cannot write role records at all.
create policy "Users can read their own roles"
  on public.user_roles
  for select
  to authenticated
  using (user_id = (select auth.jwt()) ->> 'sub');

-- ---------------------------------------------------------------------------------------------
-- Storage: featured images. The bucket is public, so its files are served by URL without any
-- policy. There is deliberately no SELECT policy on storage.objects: one would let anyone
-- list the bucket through the API.
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
-- An explicit list, not image/*: SVG can carry script, and Storage serves files as uploaded.
values ('blog-images', 'blog-images', true, 5242880,
        array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'])
on conflict (id) do nothing;

create policy "Admins can upload blog images"
  on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'blog-images' and (select private.is_admin()));

create policy "Admins can update blog images"
  on storage.objects
  for update
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()))
  with check (bucket_id = 'blog-images' and (select private.is_admin()));

create policy "Admins can delete blog images"
  on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()));
