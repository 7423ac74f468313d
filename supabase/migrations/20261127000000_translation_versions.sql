-- Translations that stay in step with their source.
--
-- Every post counts versions of its words: content_version starts at 1 and the database adds one
-- whenever a save changes the title, the excerpt or the body, unless the save is marked as a minor
-- change (a typo fix that needs no re-translation). A translation records in source_version the
-- version of its original it was made from; the database writes it, never the browser alone:
-- when the translation is created or linked to an original, it takes the original's current
-- version, and afterwards it only moves when an admin marks the translation up to date, and then
-- only to the original's current version. A translation is outdated while its original's
-- content_version is greater than its source_version. Public pages do not change: visitors still
-- read each language's latest published version.

alter table public.blog_posts
  add column content_version integer not null default 1
    constraint blog_posts_content_version_check check (content_version >= 1),
  add column source_version integer,
  -- Write-only: a save that sets it leaves content_version as it is. The trigger below reads it
  -- and stores false again, so it never describes the row; it only qualifies the write.
  add column minor_edit boolean not null default false;

comment on column public.blog_posts.content_version is
  'Counts changes to title, excerpt and body (minor edits excluded); set by the database.';
comment on column public.blog_posts.source_version is
  'For a translation: the content_version of its original it was made from or last marked up to date with; null for an original.';
comment on column public.blog_posts.minor_edit is
  'Write true with an update to keep content_version (translations stay current); always stored as false.';

-- Translations that exist now were made from what their originals say now.
update public.blog_posts set source_version = 1 where translation_of is not null;

alter table public.blog_posts
  add constraint blog_posts_source_version_check
    check ((translation_of is null) = (source_version is null));

create or replace function private.track_content_versions()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  current_source integer;
begin
  if tg_op = 'INSERT' then
    new.content_version := 1;
  else
    new.content_version := old.content_version;
    if not new.minor_edit
      and (new.title, new.excerpt, new.content_markdown)
        is distinct from (old.title, old.excerpt, old.content_markdown) then
      new.content_version := old.content_version + 1;
    end if;
  end if;
  new.minor_edit := false;

  if new.translation_of is null then
    new.source_version := null;
    return new;
  end if;
  -- Runs as the writer: an admin reads every post, so the original is found.
  select p.content_version into current_source
    from public.blog_posts p where p.id = new.translation_of;
  if tg_op = 'INSERT' or new.translation_of is distinct from old.translation_of then
    new.source_version := coalesce(current_source, 1);
  elsif new.source_version is distinct from old.source_version
    and new.source_version is distinct from current_source then
    -- Marking up to date names the version the admin compared with; if the original changed
    -- since, the admin has not seen that change.
    raise exception 'A translation can only be marked up to date with its source''s current version (%)', current_source
      using errcode = '23514', constraint = 'blog_posts_source_version_check';
  end if;
  return new;
end;
$$;

revoke execute on function private.track_content_versions() from public;

create trigger blog_posts_track_content_versions
  before insert or update on public.blog_posts
  for each row
  execute function private.track_content_versions();

-- The history records content_version (the revision a translation was made from is found by it)
-- but not minor_edit, which is always false once stored; changed_fields names what the writer
-- changed, so not content_version, which follows the words.
create or replace function private.record_blog_post_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  bookkeeping constant text[] := array['id', 'created_at', 'updated_at', 'search_text', 'minor_edit'];
  new_fields jsonb := pg_catalog.to_jsonb(new) - bookkeeping;
  old_fields jsonb;
  changed text[];
  claims jsonb := auth.jwt();
begin
  if tg_op = 'UPDATE' then
    old_fields := pg_catalog.to_jsonb(old) - bookkeeping;
    if new_fields = old_fields then
      return null;
    end if;
    select coalesce(pg_catalog.array_agg(n.key order by n.key), '{}')
      into changed
      from pg_catalog.jsonb_each(new_fields) as n (key, value)
      where n.value is distinct from old_fields -> n.key and n.key <> 'content_version';
  end if;
  insert into public.blog_post_revisions (post_id, saved_by, saved_by_email, fields, changed_fields)
  values (new.id, claims ->> 'sub', claims ->> 'email', new_fields, changed);
  return null;
end;
$$;

-- A post's state now by the database's clock: a scheduled post whose date has come is published.
-- No SET search_path, so Postgres inlines it into the views (a function with a SET clause is
-- called row by row); it names pg_catalog's now() and compares text only, so no caller's path
-- can change what it does.
create or replace function private.blog_post_state(status text, published_at timestamptz)
returns text
language sql
stable
parallel safe
as $$
  select case
    when status = 'draft' then 'draft'
    when published_at > pg_catalog.now() then 'scheduled'
    else 'published'
  end;
$$;

comment on function private.blog_post_state(text, timestamptz) is
  'draft, scheduled or published, as of now (the admin views'' state).';

revoke execute on function private.blog_post_state(text, timestamptz) from public;
grant execute on function private.blog_post_state(text, timestamptz) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The admin table says which translations are outdated (and of what). The new columns go at the
-- end, as create or replace view requires.
-- ---------------------------------------------------------------------------------------------
create or replace view public.blog_admin_posts
  with (security_invoker = true)
as
  select
    p.id, p.title, p.slug, p.excerpt, p.published_at, p.updated_at, p.category,
    p.featured_image, p.language,
    private.blog_post_state(p.status, p.published_at) as state,
    p.translation_of,
    coalesce(o.content_version > p.source_version, false) as outdated
  from public.blog_posts p
  left join public.blog_posts o on o.id = p.translation_of;

-- ---------------------------------------------------------------------------------------------
-- blog_translation_status: for each translation, where it stands against its original, and the
-- original's words at the version the translation was made from (the newest revision of the
-- original at or before that version), so the editor shows what changed since. Revisions are
-- admins-only, and so is this view (security_invoker: their row-level security applies).
-- ---------------------------------------------------------------------------------------------
create view public.blog_translation_status
  with (security_invoker = true)
as
  select
    p.id,
    p.translation_of,
    p.source_version,
    o.content_version as source_current_version,
    o.content_version > p.source_version as outdated,
    base.fields as source_base
  from public.blog_posts p
  join public.blog_posts o on o.id = p.translation_of
  left join lateral (
    select jsonb_build_object(
        'title', r.fields -> 'title',
        'excerpt', r.fields -> 'excerpt',
        'content_markdown', r.fields -> 'content_markdown'
      ) as fields
    from public.blog_post_revisions r
    where r.post_id = o.id
      -- Revisions written before versions were counted hold no content_version: version 1.
      and coalesce((r.fields ->> 'content_version')::integer, 1) <= p.source_version
    order by r.id desc
    limit 1
  ) base on true;

comment on view public.blog_translation_status is
  'Each translation against its original: versions, outdated, and the original''s words at the translated version. Admins only.';

revoke all on public.blog_translation_status from public, anon, authenticated;
grant select on public.blog_translation_status to authenticated;

-- ---------------------------------------------------------------------------------------------
-- What the coverage view filters on, kept per original by the database on every write: the
-- languages it has no version in, and whether any translation is outdated. Filtering "missing in German"
-- or "outdated" then reads one small row per original instead of every original's translations
-- (2,000 originals × 10 languages answer in milliseconds). Admins only, like the view.
-- ---------------------------------------------------------------------------------------------
create table private.blog_translation_groups (
  original_id uuid primary key
    constraint blog_translation_groups_original_id_fkey
    references public.blog_posts (id) on delete cascade,
  -- The languages without a version of the post, in blog_languages() order.
  missing text[] not null default '{}',
  outdated boolean not null default false
);

comment on table private.blog_translation_groups is
  'Per original post: the languages it is missing and whether a translation is outdated. Written by a trigger on blog_posts.';

revoke all on table private.blog_translation_groups from public, anon, authenticated;
grant select on table private.blog_translation_groups to authenticated;
alter table private.blog_translation_groups enable row level security;
create policy "Admins can read translation groups"
  on private.blog_translation_groups
  for select
  to authenticated
  using ((select private.is_admin()));

-- The languages an original has no version in: not its own, and none of its translations'.
create or replace function private.missing_languages(group_id uuid, original_language text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(l.code order by l.n), '{}')
  from unnest(public.blog_languages()) with ordinality as l (code, n)
  where l.code <> original_language
    and not exists (
      select 1 from public.blog_posts t
      where t.translation_of = group_id and t.language = l.code
    );
$$;

-- Whether a translation of the original is behind its current version.
create or replace function private.has_outdated(group_id uuid, current_version integer)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.blog_posts t
    where t.translation_of = group_id and t.source_version < current_version
  );
$$;

revoke execute on function private.missing_languages(uuid, text) from public;
revoke execute on function private.has_outdated(uuid, integer) from public;

-- Recomputes the groups a write touched (before and after it: a translation moved to another
-- original changes two). security definer: it writes the private table as its owner.
create or replace function private.refresh_translation_groups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys uuid[] := '{}';
begin
  if tg_op <> 'INSERT' then
    keys := keys || coalesce(old.translation_of, old.id);
  end if;
  if tg_op <> 'DELETE' then
    keys := keys || coalesce(new.translation_of, new.id);
  end if;
  -- A post that became a translation is no group's original any more.
  delete from private.blog_translation_groups g
  where g.original_id = any (keys)
    and not exists (
      select 1 from public.blog_posts o where o.id = g.original_id and o.translation_of is null
    );
  insert into private.blog_translation_groups as g (original_id, missing, outdated)
  select o.id, private.missing_languages(o.id, o.language), private.has_outdated(o.id, o.content_version)
  from public.blog_posts o
  where o.id = any (keys) and o.translation_of is null
  on conflict (original_id) do update
    set missing = excluded.missing, outdated = excluded.outdated
    where (g.missing, g.outdated) is distinct from (excluded.missing, excluded.outdated);
  return null;
end;
$$;

revoke execute on function private.refresh_translation_groups() from public;

create trigger blog_posts_refresh_translation_groups
  after insert or update or delete on public.blog_posts
  for each row
  execute function private.refresh_translation_groups();

create index blog_posts_translation_of_idx
  on public.blog_posts (translation_of)
  where translation_of is not null;

insert into private.blog_translation_groups (original_id, missing, outdated)
select o.id, private.missing_languages(o.id, o.language), private.has_outdated(o.id, o.content_version)
from public.blog_posts o
where o.translation_of is null;

-- ---------------------------------------------------------------------------------------------
-- blog_translation_coverage: each original with its ten languages, for the admin's coverage
-- view. versions maps a language to {id, state, outdated} for every post of the group (the
-- original included); missing lists the languages without one, in blog_languages() order;
-- outdated says whether any translation is behind. Filtered with missing=cs.{de} and
-- outdated=eq.true, ordered by created_at, paged. A translation is found by
-- blog_posts_translation_of_idx with a plain equality: under row-level security Postgres only
-- uses an index for conditions it can prove leak nothing, which coalesce(translation_of, id)
-- is not, so that form would read the whole table once per original.
-- ---------------------------------------------------------------------------------------------
create index blog_posts_originals_created_at_idx
  on public.blog_posts (created_at desc, id desc)
  where translation_of is null;

create view public.blog_translation_coverage
  with (security_invoker = true)
as
  select
    o.id, o.title, o.slug, o.language, o.created_at, o.updated_at,
    -- A scalar subquery: only the rows a page returns build it, not every row a filter or a
    -- count looks at.
    (
      select jsonb_build_object(o.language, jsonb_build_object(
          'id', o.id, 'state', private.blog_post_state(o.status, o.published_at), 'outdated', false
        )) || coalesce(jsonb_object_agg(t.language, jsonb_build_object(
          'id', t.id,
          'state', private.blog_post_state(t.status, t.published_at),
          'outdated', o.content_version > t.source_version
        )), '{}'::jsonb)
      from public.blog_posts t
      where t.translation_of = o.id
    ) as versions,
    g.missing,
    g.outdated
  from public.blog_posts o
  join private.blog_translation_groups g on g.original_id = o.id
  where o.translation_of is null;

comment on view public.blog_translation_coverage is
  'Each original post with its language versions (state, outdated) and the languages it is missing. Admins only.';

revoke all on public.blog_translation_coverage from public, anon, authenticated;
grant select on public.blog_translation_coverage to authenticated;
