-- What a translator compared with when a translation was marked up to date, kept readable in the
-- translation's history. The save that marks it (a revision whose changed_fields name
-- source_version but not translation_of: relinking to another original also moves
-- source_version, and is no marking) moved the translation from one version of its original to
-- another; this view gives both versions' words (title, excerpt, body) and when the original
-- held them, so History shows what the original changed between them long after the editor's
-- panel is gone. The words at a version are the newest revision of the original at or before
-- that version, saved no later than the marking (what the translator was shown then).
-- Revisions are admins-only, and so is this view (security_invoker: their row-level security
-- applies).

create view public.blog_translation_marks
  with (security_invoker = true)
as
  select
    r.id as revision_id,
    r.post_id,
    o.original_id,
    prev.source_version as from_version,
    (r.fields ->> 'source_version')::integer as to_version,
    from_words.saved_at as from_saved_at,
    from_words.fields as from_words,
    to_words.saved_at as to_saved_at,
    to_words.fields as to_words
  from public.blog_post_revisions r
  cross join lateral (select (r.fields ->> 'translation_of')::uuid as original_id) o
  left join lateral (
    select (p.fields ->> 'source_version')::integer as source_version
    from public.blog_post_revisions p
    where p.post_id = r.post_id and p.id < r.id
    order by p.id desc
    limit 1
  ) prev on true
  left join lateral (
    select s.saved_at, jsonb_build_object(
        'title', s.fields -> 'title',
        'excerpt', s.fields -> 'excerpt',
        'content_markdown', s.fields -> 'content_markdown'
      ) as fields
    from public.blog_post_revisions s
    where s.post_id = o.original_id
      and s.saved_at <= r.saved_at
      -- Revisions written before versions were counted hold no content_version: version 1.
      and coalesce((s.fields ->> 'content_version')::integer, 1) <= prev.source_version
    order by s.id desc
    limit 1
  ) from_words on true
  left join lateral (
    select s.saved_at, jsonb_build_object(
        'title', s.fields -> 'title',
        'excerpt', s.fields -> 'excerpt',
        'content_markdown', s.fields -> 'content_markdown'
      ) as fields
    from public.blog_post_revisions s
    where s.post_id = o.original_id
      and s.saved_at <= r.saved_at
      and coalesce((s.fields ->> 'content_version')::integer, 1)
        <= (r.fields ->> 'source_version')::integer
    order by s.id desc
    limit 1
  ) to_words on true
  where 'source_version' = any (r.changed_fields)
    and not 'translation_of' = any (r.changed_fields)
    and o.original_id is not null;

comment on view public.blog_translation_marks is
  'Each save that marked a translation up to date: the original''s versions before and after, and their words. Admins only.';

revoke all on public.blog_translation_marks from public, anon, authenticated;
grant select on public.blog_translation_marks to authenticated;
