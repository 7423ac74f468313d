-- Language versions: slugs per language, and deleting an original without breaking its group.
--
-- 1. A slug is unique within its language. Every address carries its language (English
--    unprefixed, the others under /de, /ja ...), so a Japanese translation may keep its English
--    original's slug. The unique index leads with the slug: the exact lookup (slug and language)
--    and the fallback of old links (the slug in any language) are both one index read.
--
-- 2. An original that has translations is deleted either with all of them (one plain delete of
--    the group) or by handing the group over: an admin inserts a row into blog_post_handovers
--    naming the original and the translation that becomes the new original, and a trigger, in the
--    same statement, makes that translation the original, points the other translations at it and
--    deletes the old original. One insert is one transaction: no half-moved group is ever seen.

-- ---------------------------------------------------------------------------------------------
-- 1. Slugs per language
-- ---------------------------------------------------------------------------------------------
alter table public.blog_posts drop constraint blog_posts_slug_key;

-- A second post with the same slug in the same language is refused (23505, named in the
-- editor's message as "taken in this language").
create unique index blog_posts_slug_language_key on public.blog_posts (slug, language);

-- ---------------------------------------------------------------------------------------------
-- 2. Handing a translation group over to a new original
-- ---------------------------------------------------------------------------------------------
create table public.blog_post_handovers (
  id bigint generated always as identity primary key,
  -- No foreign keys: the original is gone once the row is written; the row is the record of it.
  original_id uuid not null,
  new_original_id uuid not null,
  created_at timestamptz not null default now(),
  created_by text default (auth.jwt() ->> 'sub'),
  constraint blog_post_handovers_distinct_check check (original_id <> new_original_id)
);

comment on table public.blog_post_handovers is
  'Deleting an original while keeping its translations: inserting a row makes new_original_id the original of the group, points the other translations at it and deletes original_id, in one statement. Admins only.';

alter table public.blog_post_handovers enable row level security;

revoke all on table public.blog_post_handovers from public, anon, authenticated;
grant select, insert on table public.blog_post_handovers to authenticated;

create policy "Admins can hand over translation groups"
  on public.blog_post_handovers
  for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins can read handovers"
  on public.blog_post_handovers
  for select
  to authenticated
  using ((select private.is_admin()));

-- Runs as the writer, so blog_posts' own row-level security applies to every step as well.
create or replace function private.hand_over_translation_group()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.blog_posts p
    where p.id = new.new_original_id and p.translation_of = new.original_id
  ) then
    raise exception 'The new original must be a translation of the post being deleted'
      using errcode = '23514', constraint = 'blog_post_handovers_translation_check';
  end if;
  -- First the new original leaves the group (the link checks refuse a translation of a
  -- translation), then the others join it, then the old original goes.
  update public.blog_posts set translation_of = null where id = new.new_original_id;
  update public.blog_posts set translation_of = new.new_original_id
    where translation_of = new.original_id;
  delete from public.blog_posts where id = new.original_id;
  if not found then
    raise exception 'The original post no longer exists'
      using errcode = '23514', constraint = 'blog_post_handovers_translation_check';
  end if;
  return new;
end;
$$;

revoke execute on function private.hand_over_translation_group() from public;

create trigger blog_post_handovers_hand_over
  before insert on public.blog_post_handovers
  for each row
  execute function private.hand_over_translation_group();
