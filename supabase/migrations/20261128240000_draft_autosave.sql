-- Autosaves of drafts: the editor saves a draft being edited after a pause in typing, so the
-- words live on the server and not only in one browser. An autosave is an ordinary update of the
-- post (the same conflict-safe write as Save draft) marked with the write-only flag `autosave`.
--
-- The history must not grow by one entry per pause: the revision an autosave writes is marked
-- as one, and while the same person goes on autosaving, that revision is brought up to date
-- instead of a new one being added. A deliberate save (Save draft, Publish, a restore) always
-- adds its own revision, so every decision stays in the history.
--
-- Drafts only: an autosave never publishes, schedules, unpublishes or touches a post readers can
-- see; the database refuses one on a post that is not (and stays) a draft.
--
-- This leaves private.record_blog_post_revision as it is: the flag travels from the post's
-- before-trigger to a before-insert trigger on the revisions through a transaction-local
-- setting, so other changes to the revision trigger keep working with this one.

alter table public.blog_posts
  -- Write-only, like minor_edit: stored as false again by the trigger below.
  add column autosave boolean not null default false;

comment on column public.blog_posts.autosave is
  'Write true with an update of a draft to record it as an autosave (one history entry per run of autosaves); always stored as false.';

alter table public.blog_post_revisions
  add column autosave boolean not null default false;

comment on column public.blog_post_revisions.autosave is
  'The revision was written by autosaves of a draft: consecutive autosaves by one person update it.';

-- Before the row is written: checks the flag is used on a draft only, notes this post as
-- autosaved for the rest of the transaction and stores the flag as false.
create or replace function private.take_autosave_flag()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.autosave then
    return new;
  end if;
  if new.status <> 'draft' or (tg_op = 'UPDATE' and old.status <> 'draft') then
    raise exception 'An autosave only saves drafts'
      using errcode = '23514', constraint = 'blog_posts_autosave_draft_check';
  end if;
  perform pg_catalog.set_config(
    'demoly.autosaved_posts',
    coalesce(pg_catalog.current_setting('demoly.autosaved_posts', true), '')
      || ',' || new.id::text,
    true);
  new.autosave := false;
  return new;
end;
$$;

revoke execute on function private.take_autosave_flag() from public;

create trigger blog_posts_take_autosave_flag
  before insert or update on public.blog_posts
  for each row
  execute function private.take_autosave_flag();

-- Before a revision is written (by the revision trigger, as the table's owner): a revision of an
-- autosaved post is marked as an autosave, and when the post's latest revision is already an
-- autosave by the same person, that one takes the new fields and time instead. What it lists as
-- changed stays the sum of the run's changes (null, "created", if the run created the post).
create or replace function private.merge_autosave_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  latest public.blog_post_revisions%rowtype;
begin
  -- The flag is a column of the post, never a field of a version.
  new.fields := new.fields - 'autosave';
  if pg_catalog.strpos(
       coalesce(pg_catalog.current_setting('demoly.autosaved_posts', true), '') || ',',
       ',' || new.post_id::text || ',') = 0 then
    return new;
  end if;
  new.autosave := true;
  select r.* into latest
    from public.blog_post_revisions r
    where r.post_id = new.post_id
    order by r.saved_at desc, r.id desc
    limit 1;
  if not found or not latest.autosave or latest.saved_by is distinct from new.saved_by then
    return new;
  end if;
  update public.blog_post_revisions r
     set fields = new.fields,
         saved_at = new.saved_at,
         saved_by_email = new.saved_by_email,
         changed_fields = case
           when latest.changed_fields is null or new.changed_fields is null then null
           else (select coalesce(pg_catalog.array_agg(distinct f order by f), '{}')
                   from pg_catalog.unnest(latest.changed_fields || new.changed_fields) as f)
         end
   where r.id = latest.id;
  return null;
end;
$$;

revoke execute on function private.merge_autosave_revision() from public;

create trigger blog_post_revisions_merge_autosave
  before insert on public.blog_post_revisions
  for each row
  execute function private.merge_autosave_revision();
