-- "A translation is outdated" in one place: a translation is outdated while its original's
-- content_version is greater than the source_version it was made from (or last marked up to date
-- with). The admin table, the translation status, the coverage view and the per-original
-- bookkeeping (has_outdated) all ask private.translation_is_outdated, so the rule cannot drift
-- between them. The views and has_outdated are replaced with the same columns, options and
-- arguments; create or replace keeps their grants and comments.

-- Null when either version is unknown (no original), as the comparison it replaces; callers that
-- need a boolean coalesce. No SET search_path, so Postgres inlines it into the views and the
-- trigger's query (a function with a SET clause is called row by row); it compares integers
-- only, so no caller's path can change what it does.
create or replace function private.translation_is_outdated(
  source_version integer,
  original_version integer
)
returns boolean
language sql
immutable
parallel safe
as $$
  select original_version > source_version;
$$;

comment on function private.translation_is_outdated(integer, integer) is
  'Whether a translation made from source_version is behind its original at original_version.';

-- The views run as their caller (security_invoker), so whoever may read them may call it.
revoke execute on function private.translation_is_outdated(integer, integer) from public;
grant execute on function private.translation_is_outdated(integer, integer) to authenticated;

create or replace view public.blog_admin_posts
  with (security_invoker = true)
as
  select
    p.id, p.title, p.slug, p.excerpt, p.published_at, p.updated_at, p.category,
    p.featured_image, p.language,
    private.blog_post_state(p.status, p.published_at) as state,
    p.translation_of,
    coalesce(private.translation_is_outdated(p.source_version, o.content_version), false)
      as outdated,
    p.search_text,
    p.content_markdown
  from public.blog_posts p
  left join public.blog_posts o on o.id = p.translation_of;

create or replace view public.blog_translation_status
  with (security_invoker = true)
as
  select
    p.id,
    p.translation_of,
    p.source_version,
    o.content_version as source_current_version,
    private.translation_is_outdated(p.source_version, o.content_version) as outdated,
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

create or replace view public.blog_translation_coverage
  with (security_invoker = true)
as
  select
    o.id, o.title, o.slug, o.language, o.created_at, o.updated_at,
    (
      select jsonb_build_object(o.language, jsonb_build_object(
          'id', o.id, 'state', private.blog_post_state(o.status, o.published_at), 'outdated', false,
          'needs_review', o.needs_review
        )) || coalesce(jsonb_object_agg(t.language, jsonb_build_object(
          'id', t.id,
          'state', private.blog_post_state(t.status, t.published_at),
          'outdated', private.translation_is_outdated(t.source_version, o.content_version),
          'needs_review', t.needs_review
        )), '{}'::jsonb)
      from public.blog_posts t
      where t.translation_of = o.id
    ) as versions,
    g.missing,
    g.outdated
  from public.blog_posts o
  join private.blog_translation_groups g on g.original_id = o.id
  where o.translation_of is null;

-- Whether a translation of the original is behind its current version.
create or replace function private.has_outdated(group_id uuid, current_version integer)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.blog_posts t
    where t.translation_of = group_id
      and private.translation_is_outdated(t.source_version, current_version)
  );
$$;
