-- Who has a post open in the editor right now: one lease per editor window, renewed by a
-- heartbeat while the window stays open and dropped when it closes. Another admin opening the
-- same post is told "Also editing: <name> since <time>"; nothing is locked, both can still edit
-- (the save's conflict handling keeps both). As Payload's document locking, stored in the
-- database and read through the same REST API as everything else, so it works the same hosted
-- and embedded with no extra service.
--
-- A lease expires when its heartbeat stops (a closed laptop, a crashed tab, a lost network):
-- readers go through blog_post_active_editors, which shows only leases renewed within the last
-- minute by the database's clock, so no browser's clock decides who is still there.

-- How long a lease lives without a heartbeat. The editor renews every 20 seconds, so two missed
-- heartbeats in a row still leave it standing.
create or replace function private.editing_lease_lifetime()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '60 seconds';
$$;

revoke execute on function private.editing_lease_lifetime() from public;
grant execute on function private.editing_lease_lifetime() to authenticated;

create table public.blog_post_editors (
  -- A lease goes with its post.
  post_id uuid not null
    constraint blog_post_editors_post_id_fkey references public.blog_posts (id) on delete cascade,
  -- The request's JWT subject, as blog_post_revisions.saved_by: a Clerk id hosted, the local
  -- account's id embedded; text, never auth.uid(). Filled from the token; the policies refuse a
  -- lease in anyone else's name.
  user_id text not null default (auth.jwt() ->> 'sub'),
  -- One per editor window (a random id the window makes up), so the same person with the post
  -- open in two windows is told about the other one too.
  session_id uuid not null,
  -- Whom to name: the token's e-mail claim when it has one (the embedded backend's always do),
  -- otherwise the name the editor sent (Clerk's session token may carry no e-mail).
  display_name text
    constraint blog_post_editors_display_name_check check (char_length(display_name) <= 200),
  since timestamptz not null default now(),
  heartbeat_at timestamptz not null default now(),
  primary key (post_id, user_id, session_id)
);

comment on table public.blog_post_editors is
  'Editing leases: who has a post open in the editor. Admins read all and write only their own; read live ones through blog_post_active_editors.';

-- The database's clock stamps since and heartbeat_at (a client cannot back- or post-date a
-- lease), a renewal keeps what the lease is about, and the name comes from the token when it can.
create or replace function private.stamp_editing_lease()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  email text := nullif(pg_catalog.btrim((select auth.jwt()) ->> 'email'), '');
begin
  new.display_name := coalesce(email, nullif(pg_catalog.btrim(new.display_name), ''));
  new.heartbeat_at := pg_catalog.now();
  if tg_op = 'INSERT' then
    new.since := pg_catalog.now();
  else
    new.post_id := old.post_id;
    new.user_id := old.user_id;
    new.session_id := old.session_id;
    new.since := old.since;
  end if;
  return new;
end;
$$;

revoke execute on function private.stamp_editing_lease() from public;

create trigger blog_post_editors_stamp
  before insert or update on public.blog_post_editors
  for each row
  execute function private.stamp_editing_lease();

-- A window that closed without saying so leaves its lease behind; the next lease taken on the
-- same post clears the post's expired ones, so a post holds at most a few rows. security
-- definer: they may be someone else's, which the caller may not delete.
create or replace function private.prune_editing_leases()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.blog_post_editors e
  where e.post_id = new.post_id
    and e.heartbeat_at < pg_catalog.now() - private.editing_lease_lifetime();
  return null;
end;
$$;

revoke execute on function private.prune_editing_leases() from public;

create trigger blog_post_editors_prune
  after insert on public.blog_post_editors
  for each row
  execute function private.prune_editing_leases();

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security: nobody but admins reads or writes leases (who is editing
-- what is internal), and an admin writes only their own. Anon has no access at all.
-- ---------------------------------------------------------------------------------------------
revoke all on table public.blog_post_editors from public, anon, authenticated;
grant select, insert, update, delete on table public.blog_post_editors to authenticated;
grant select, insert, update, delete on table public.blog_post_editors to service_role;

alter table public.blog_post_editors enable row level security;

create policy "Admins can read editing leases"
  on public.blog_post_editors
  for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins can take their own editing lease"
  on public.blog_post_editors
  for insert
  to authenticated
  with check ((select private.is_admin()) and user_id = (select auth.jwt()) ->> 'sub');

create policy "Admins can renew their own editing lease"
  on public.blog_post_editors
  for update
  to authenticated
  using ((select private.is_admin()) and user_id = (select auth.jwt()) ->> 'sub')
  with check ((select private.is_admin()) and user_id = (select auth.jwt()) ->> 'sub');

create policy "Admins can drop their own editing lease"
  on public.blog_post_editors
  for delete
  to authenticated
  using ((select private.is_admin()) and user_id = (select auth.jwt()) ->> 'sub');

-- The leases still alive, by the database's clock. security_invoker: read with the caller's
-- rights, so the table's policies decide (admins only) as for the table itself.
create view public.blog_post_active_editors
  with (security_invoker = true)
as
  select e.post_id, e.user_id, e.session_id, e.display_name, e.since, e.heartbeat_at
  from public.blog_post_editors e
  where e.heartbeat_at > pg_catalog.now() - private.editing_lease_lifetime();

comment on view public.blog_post_active_editors is
  'Editing leases renewed within their lifetime (private.editing_lease_lifetime()); admins only.';

revoke all on public.blog_post_active_editors from public, anon, authenticated;
grant select on public.blog_post_active_editors to authenticated;
grant select on public.blog_post_active_editors to service_role;
