-- The public blog list's search uses its trigram index again. Row-level security evaluates a
-- policy's condition before any condition of the query that is not leakproof, and ILIKE is not:
-- so through the security_invoker view, `search_text ilike '%…%'` could never use
-- blog_posts_search_text_trgm_idx, and every search scanned the whole table (230 ms at 29,527
-- posts, per query, twice per page of results once counted). The view now runs with its owner's
-- rights and applies, in its own WHERE, exactly what the select policies of blog_posts allow:
-- public posts to everyone, every post to an admin. The query's conditions then reach the
-- indexes (1–7 ms for the same search).
--
-- A view with its owner's rights must not let a caller see rows its WHERE hides. Through the API a
-- caller's conditions are built-in operators on constants (PostgREST has no way to name a
-- function in a filter), so no condition can report the rows it looks at; the view's columns are
-- the ones a list card shows, never the body.

-- "A post is public": not a draft, and its date has come. The select policy and the view both ask
-- this function, so they cannot drift. No SET search_path, so Postgres inlines it (an inlined
-- condition keeps using the indexes); it compares its arguments with built-in operators only.
create or replace function private.blog_post_is_public(status text, published_at timestamptz)
returns boolean
language sql
stable
parallel safe
as $$
  select status <> 'draft' and published_at <= pg_catalog.now();
$$;

comment on function private.blog_post_is_public(text, timestamptz) is
  'Whether a post is public: not a draft, and published_at has come.';

-- The policy runs as its caller.
revoke execute on function private.blog_post_is_public(text, timestamptz) from public;
grant execute on function private.blog_post_is_public(text, timestamptz) to anon, authenticated;

drop policy "Anyone can read public blog posts" on public.blog_posts;
create policy "Anyone can read public blog posts"
  on public.blog_posts
  for select
  to anon, authenticated
  using (private.blog_post_is_public(status, published_at));

-- Same columns, order and types; `create or replace` keeps the view's grants and comment. Every
-- read of blog_posts below (the listed post and the translation that would replace it) sees what
-- the caller's policies let it see: public posts, or every post for an admin.
create or replace view public.blog_listings
  with (security_invoker = false)
as
  select
    p.language as list_language,
    p.id, p.title, p.slug, p.excerpt, p.author, p.published_at, p.created_at, p.category,
    p.tags, p.featured_image, p.read_time, p.language, p.search_text
  from public.blog_posts p
  where private.blog_post_is_public(p.status, p.published_at) or (select private.is_admin())
  union all
  select
    l.code as list_language,
    p.id, p.title, p.slug, p.excerpt, p.author, p.published_at, p.created_at, p.category,
    p.tags, p.featured_image, p.read_time, p.language, p.search_text
  from public.blog_posts p
  cross join unnest(public.blog_languages()) as l (code)
  where p.language = 'en'
    and l.code <> 'en'
    and (private.blog_post_is_public(p.status, p.published_at) or (select private.is_admin()))
    and not exists (
      select 1 from public.blog_posts t
      where t.language = l.code
        and coalesce(t.translation_of, t.id) = coalesce(p.translation_of, p.id)
        and (private.blog_post_is_public(t.status, t.published_at) or (select private.is_admin()))
    );
