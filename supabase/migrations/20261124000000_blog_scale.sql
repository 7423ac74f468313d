-- The blog at thousands of posts: the list, its search and its categories are answered
-- by the database, with indexes, instead of the browser filtering every row.

-- Supabase installs extensions into the "extensions" schema; PGlite and CI's PostgreSQL get it
-- here (if not exists: a no-op on Supabase).
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Search: the query is contained, case-insensitively, in the title, the excerpt or any
-- tag. One generated column holds the three, one per line, so a single `ilike` with a trigram
-- index answers it; a query never holds a newline, so a match never spans two fields.
-- array_to_string is only "stable" in the catalogue (because of arbitrary element types); on
-- text[] it is immutable, which a generated column needs.
-- ---------------------------------------------------------------------------------------------
create or replace function public.blog_post_search_text(title text, excerpt text, tags text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(title, '') || E'\n' || coalesce(excerpt, '') || E'\n'
    || coalesce(pg_catalog.array_to_string(tags, E'\n'), '');
$$;

alter table public.blog_posts
  add column search_text text
    generated always as (public.blog_post_search_text(title, excerpt, tags)) stored;

comment on column public.blog_posts.search_text is
  'Title, excerpt and tags, one per line, for the blog search (ilike). Written by the database.';

create index blog_posts_search_text_trgm_idx
  on public.blog_posts using gin (search_text extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------
-- Paging: newest first with the id as a tie-breaker, so pages never repeat or skip a post that
-- shares a date (order=published_at.desc,id.desc; PostgREST puts nulls first on desc).
-- ---------------------------------------------------------------------------------------------
drop index if exists public.blog_posts_published_at_idx;
create index blog_posts_published_at_idx on public.blog_posts (published_at desc, id desc);
create index blog_posts_category_published_at_idx
  on public.blog_posts (category, published_at desc, id desc);

-- The admin search: title or slug contains the query.
create index blog_posts_title_trgm_idx
  on public.blog_posts using gin (title extensions.gin_trgm_ops);
create index blog_posts_slug_trgm_idx
  on public.blog_posts using gin (slug extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------
-- blog_categories: every category that has posts, with how many. security_invoker: it reads
-- blog_posts as the caller, under blog_posts' row-level security, like a direct query would.
-- ---------------------------------------------------------------------------------------------
create view public.blog_categories
  with (security_invoker = true)
as
  select category, count(*)::integer as post_count
  from public.blog_posts
  where btrim(category) <> ''
  group by category;

comment on view public.blog_categories is
  'Categories that have posts, with their post counts (the blog''s category buttons).';

revoke all on public.blog_categories from public, anon, authenticated;
grant select on public.blog_categories to anon, authenticated;
