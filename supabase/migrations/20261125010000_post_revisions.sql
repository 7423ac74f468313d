-- Revision history of posts: every save of a post (insert, or an update that changes something)
-- writes one row with who saved, when, and the post's fields as they were after the save, so an
-- admin can compare a bad save with what came before and restore it.
--
-- The database writes revisions, not the editor: a trigger on blog_posts catches every save
-- whatever client made it (the editor, a script with the service role, the SQL editor), and no
-- client can forge, edit or drop one. Only admins read them.

create table public.blog_post_revisions (
  -- An identity, not a uuid: it grows with every revision, so it breaks ties between revisions
  -- saved in the same transaction (same saved_at) in the order they were written.
  id bigint generated always as identity primary key,
  -- A post's history goes with it: deleting a post is confirmed in the admin and is meant to
  -- remove its text everywhere, drafts of it included.
  post_id uuid not null
    constraint blog_post_revisions_post_id_fkey references public.blog_posts (id) on delete cascade,
  saved_at timestamptz not null default now(),
  -- The request's JWT subject: a Clerk user id (user_...) when hosted, the local account's id when
  -- embedded; text, never auth.uid(), which would fail on Clerk's ids. Null for a save made
  -- outside the API (a migration, the seed, the SQL editor).
  saved_by text,
  -- The e-mail claim when the token has one (the embedded backend's always do; Clerk's when the
  -- session token is customised to carry it), so the history can name someone other than "you".
  saved_by_email text,
  -- The post's columns after the save, minus the bookkeeping ones (id, created_at, updated_at and
  -- the generated search_text). Kept as jsonb so columns added to blog_posts later are recorded
  -- without touching this table or its trigger.
  fields jsonb not null,
  -- Which of those fields this save changed; null for the save that created the post.
  changed_fields text[]
);

comment on table public.blog_post_revisions is
  'One row per save of a post, written by a trigger on blog_posts. Only admins read; nobody writes through the API.';

-- The editor lists a post's revisions newest first, a page at a time.
create index blog_post_revisions_post_id_saved_at_idx
  on public.blog_post_revisions (post_id, saved_at desc, id desc);

-- ---------------------------------------------------------------------------------------------
-- The trigger. security definer: it inserts as the table's owner, so the API roles need (and
-- have) no insert privilege; empty search_path and qualified names so no caller can shadow what
-- it calls. After the row is written, so defaults and earlier triggers (updated_at) have run and
-- a refused save records nothing.
-- ---------------------------------------------------------------------------------------------
create or replace function private.record_blog_post_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  bookkeeping constant text[] := array['id', 'created_at', 'updated_at', 'search_text'];
  new_fields jsonb := pg_catalog.to_jsonb(new) - bookkeeping;
  old_fields jsonb;
  changed text[];
  claims jsonb := auth.jwt();
begin
  if tg_op = 'UPDATE' then
    old_fields := pg_catalog.to_jsonb(old) - bookkeeping;
    -- A save that changes nothing (the same form saved twice) is no new version.
    if new_fields = old_fields then
      return null;
    end if;
    select coalesce(pg_catalog.array_agg(n.key order by n.key), '{}')
      into changed
      from pg_catalog.jsonb_each(new_fields) as n (key, value)
      where n.value is distinct from old_fields -> n.key;
  end if;
  insert into public.blog_post_revisions (post_id, saved_by, saved_by_email, fields, changed_fields)
  values (new.id, claims ->> 'sub', claims ->> 'email', new_fields, changed);
  return null;
end;
$$;

revoke execute on function private.record_blog_post_revision() from public;

create trigger blog_posts_record_revision
  after insert or update on public.blog_posts
  for each row
  execute function private.record_blog_post_revision();

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security: signed-in users may select, and the policy lets only
-- admins see rows; anon has no access at all (like user_roles). No insert, update or delete
-- privilege for any API role, so a direct write is refused before any policy is asked. The
-- service role may read and prune.
-- ---------------------------------------------------------------------------------------------
revoke all on table public.blog_post_revisions from public, anon, authenticated;
grant select on table public.blog_post_revisions to authenticated;
grant select, delete on table public.blog_post_revisions to service_role;

alter table public.blog_post_revisions enable row level security;

create policy "Admins can read post revisions"
  on public.blog_post_revisions
  for select
  to authenticated
  using ((select private.is_admin()));
