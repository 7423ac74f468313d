-- Drafts, scheduled posts and dates that stay put.
--
-- A post is a draft (only admins read it, it has no date), scheduled (public from published_at
-- on) or published. The public reads what row-level security lets it: a post that is not a
-- draft and whose published_at has come. Every view, feed, sitemap and build reads as the
-- public (security_invoker views, the anonymous key), so all of them follow from the policy.
-- A save no longer moves the date: the database sets it only when a post is first published
-- without one.

alter table public.blog_posts
  -- 'published' by default, so an insert that names no status (the seed, older tools) publishes
  -- as every save did before.
  add column status text not null default 'published'
    constraint blog_posts_status_check check (status in ('draft', 'scheduled', 'published'));

comment on column public.blog_posts.status is
  'draft (admins only), scheduled (public once published_at has come) or published.';
comment on column public.blog_posts.published_at is
  'When the post is (or becomes) public; null exactly for drafts. Set to now() when a post is published without one.';

-- Existing posts stay published with the date the blog showed for them.
update public.blog_posts set published_at = created_at where published_at is null;

-- Scheduled and published posts have a date; drafts have none (a draft published later gets the
-- date of that moment).
alter table public.blog_posts
  add constraint blog_posts_status_date_check
    check ((status = 'draft') = (published_at is null));

-- Publishing without a date means "now", by the database's clock (never a browser's). The
-- stored status then says what the date means at the time of the write: a future date is
-- scheduled, a past one published. (Once a scheduled date passes the row still says
-- 'scheduled'; blog_admin_posts.state and the read policy go by the date.)
create or replace function private.set_publication()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'draft' then
    return new;
  end if;
  if new.published_at is null and new.status = 'published' then
    new.published_at := pg_catalog.now();
  end if;
  if new.published_at is not null then
    new.status := case when new.published_at > pg_catalog.now() then 'scheduled' else 'published' end;
  end if;
  return new;
end;
$$;

revoke execute on function private.set_publication() from public;

create trigger blog_posts_set_publication
  before insert or update of status, published_at on public.blog_posts
  for each row
  execute function private.set_publication();

-- ---------------------------------------------------------------------------------------------
-- Who reads what: the public (anon, and signed-in users without the admin role) reads posts
-- that are not drafts and whose date has come; admins read every post. Two permissive policies
-- are ORed by Postgres.
-- ---------------------------------------------------------------------------------------------
drop policy "Anyone can read blog posts" on public.blog_posts;

create policy "Anyone can read public blog posts"
  on public.blog_posts
  for select
  to anon, authenticated
  using (status <> 'draft' and published_at <= now());

create policy "Admins can read every blog post"
  on public.blog_posts
  for select
  to authenticated
  using ((select private.is_admin()));

comment on table public.blog_posts is
  'Blog articles. Anyone reads the public ones (not drafts, date come); admins read and write all.';

-- ---------------------------------------------------------------------------------------------
-- blog_admin_posts: the admin table, with each post's state at this moment by the database's
-- clock (a scheduled post whose date has come is published), so the table can filter on it.
-- security_invoker: under blog_posts' row-level security, like a direct query.
-- ---------------------------------------------------------------------------------------------
create view public.blog_admin_posts
  with (security_invoker = true)
as
  select
    p.id, p.title, p.slug, p.excerpt, p.published_at, p.updated_at, p.category,
    p.featured_image, p.language,
    case
      when p.status = 'draft' then 'draft'
      when p.published_at > now() then 'scheduled'
      else 'published'
    end as state
  from public.blog_posts p;

comment on view public.blog_admin_posts is
  'The admin table: every post the caller may read, with its state now (draft, scheduled, published).';

revoke all on public.blog_admin_posts from public, anon, authenticated;
grant select on public.blog_admin_posts to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The change announcement carries the status too: a server that caches pages arms a timer for
-- the moment a scheduled post becomes public (server/scheduled-publications.ts).
-- ---------------------------------------------------------------------------------------------
create or replace function private.notify_blog_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  payload jsonb := jsonb_build_object('type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema);
begin
  if tg_op <> 'INSERT' then
    payload := payload || jsonb_build_object('old_record', jsonb_build_object(
      'id', old.id, 'slug', old.slug, 'language', old.language,
      'translation_of', old.translation_of, 'published_at', old.published_at,
      'status', old.status));
  end if;
  if tg_op <> 'DELETE' then
    payload := payload || jsonb_build_object('record', jsonb_build_object(
      'id', new.id, 'slug', new.slug, 'language', new.language,
      'translation_of', new.translation_of, 'published_at', new.published_at,
      'status', new.status));
  end if;
  perform pg_catalog.pg_notify('blog_changes', payload::text);
  return null;
end;
$$;
