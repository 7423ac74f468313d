-- Machine translation: a glossary and per-language settings every translation call applies, a
-- count of what was sent to a provider, and per-segment provenance on each post (machine, edited
-- by a person, reviewed) so machine text never goes live unreviewed.
--
-- The provider is called only by the translate function (server-side, with the caller's token);
-- everything here is admins-only and anon has no access at all: the glossary may name products
-- not announced yet, and the runs say who translated what.

-- ---------------------------------------------------------------------------------------------
-- Who wrote a settings row: the database stamps the time and the token's subject on every write,
-- so neither can be forged from a browser. A write without a token (the seed, a migration, SQL by
-- hand) keeps what it names.
-- ---------------------------------------------------------------------------------------------
create or replace function private.stamp_translation_settings_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  new.updated_by := coalesce((select auth.jwt()) ->> 'sub', new.updated_by);
  return new;
end;
$$;

revoke execute on function private.stamp_translation_settings_write() from public;

-- ---------------------------------------------------------------------------------------------
-- translation_glossary: per language pair, terms kept as they are (translation null: "Demoly",
-- product names) or always translated the same way. One entry per term and pair, whatever its
-- case: a provider's glossary (DeepL's) refuses duplicate source terms.
-- ---------------------------------------------------------------------------------------------
create table public.translation_glossary (
  id uuid primary key default gen_random_uuid(),
  source_language text not null
    constraint translation_glossary_source_language_check
      check (source_language = any (public.blog_languages())),
  target_language text not null
    constraint translation_glossary_target_language_check
      check (target_language = any (public.blog_languages())),
  -- Trimmed: a term with stray spaces would never match the text it is meant for.
  term text not null
    constraint translation_glossary_term_check
      check (pg_catalog.btrim(term) = term and char_length(term) between 1 and 200),
  -- null: never translate (kept byte for byte). Empty is not "never translate", it would delete
  -- the term from the text, so it is refused.
  translation text
    constraint translation_glossary_translation_check
      check (pg_catalog.btrim(translation) <> '' and char_length(translation) <= 200),
  note text
    constraint translation_glossary_note_check check (char_length(note) <= 500),
  updated_at timestamptz not null default now(),
  updated_by text not null default (auth.jwt() ->> 'sub'),
  constraint translation_glossary_pair_check check (source_language <> target_language)
);

comment on table public.translation_glossary is
  'Glossary per language pair, applied by every machine translation: translation null = never translate the term. Admins only.';

-- One term per pair whatever its case; also the index the settings screen lists a pair by.
create unique index translation_glossary_term_key
  on public.translation_glossary (source_language, target_language, lower(term));

-- The settings screen searches a pair's terms and translations by any part of them (ilike
-- '%…%'); trigram indexes answer that at thousands of terms without reading them all.
create index translation_glossary_term_trgm_idx
  on public.translation_glossary using gin (term extensions.gin_trgm_ops);
create index translation_glossary_translation_trgm_idx
  on public.translation_glossary using gin (translation extensions.gin_trgm_ops);

create trigger translation_glossary_stamp
  before insert or update on public.translation_glossary
  for each row
  execute function private.stamp_translation_settings_write();

-- ---------------------------------------------------------------------------------------------
-- translation_settings: per target language, how formal the translation is (DeepL's terms:
-- more = Sie / vous / です・ます; default = the provider's choice) and a style note for chat
-- models.
-- ---------------------------------------------------------------------------------------------
create table public.translation_settings (
  language text primary key
    constraint translation_settings_language_check
      check (language = any (public.blog_languages())),
  formality text not null default 'default'
    constraint translation_settings_formality_check
      check (formality in ('default', 'more', 'less')),
  instructions text
    constraint translation_settings_instructions_check check (char_length(instructions) <= 2000),
  updated_at timestamptz not null default now(),
  updated_by text not null default (auth.jwt() ->> 'sub')
);

comment on table public.translation_settings is
  'Per target language: formality (default, more, less) and instructions for chat models. Admins only.';

create trigger translation_settings_stamp
  before insert or update on public.translation_settings
  for each row
  execute function private.stamp_translation_settings_write();

-- A business blog addresses its readers formally where the language distinguishes it (Sie,
-- vous, usted, Lei, u, você; です・ます in Japanese, 합니다 in Korean). English has no such form and
-- Chinese business writing needs no setting.
insert into public.translation_settings (language, formality, updated_by) values
  ('en', 'default', 'system'),
  ('de', 'more', 'system'),
  ('es', 'more', 'system'),
  ('fr', 'more', 'system'),
  ('it', 'more', 'system'),
  ('ja', 'more', 'system'),
  ('ko', 'more', 'system'),
  ('nl', 'more', 'system'),
  ('pt', 'more', 'system'),
  ('zh', 'default', 'system')
on conflict (language) do nothing;

-- ---------------------------------------------------------------------------------------------
-- translation_runs: one row per batch sent to a provider (or refused before it), written by the
-- translate function with the caller's token. Append-only: a record of what was sent (and
-- billed) that nobody edits afterwards; the monthly limit is counted from it.
-- ---------------------------------------------------------------------------------------------
create table public.translation_runs (
  id uuid primary key default gen_random_uuid(),
  requested_by text not null default (auth.jwt() ->> 'sub'),
  provider text not null,
  source_language text,
  target_language text,
  characters integer not null constraint translation_runs_characters_check check (characters >= 0),
  segments integer not null constraint translation_runs_segments_check check (segments >= 0),
  outcome text not null
    constraint translation_runs_outcome_check check (outcome in ('ok', 'refused', 'failed')),
  created_at timestamptz not null default now()
);

comment on table public.translation_runs is
  'One row per batch of segments sent to (or refused before) a translation provider: characters, outcome, who. Append-only; admins only.';

create index translation_runs_created_at_idx on public.translation_runs (created_at);

-- Usage per calendar month (UTC, whatever the session's time zone) and provider: what the
-- monthly limit and the settings screen read. security_invoker: the runs' own policies decide.
create view public.translation_usage_by_month
  with (security_invoker = true)
as
  select
    (date_trunc('month', r.created_at at time zone 'UTC'))::date as month,
    r.provider,
    sum(r.characters)::bigint as characters,
    count(*)::bigint as runs
  from public.translation_runs r
  group by 1, 2;

comment on view public.translation_usage_by_month is
  'Characters sent and runs per UTC month (first day) and provider. Admins only.';

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security: admins read and write the glossary and settings; the runs
-- are read and appended by admins, each in their own name. Nothing for anon.
-- ---------------------------------------------------------------------------------------------
revoke all on table public.translation_glossary from public, anon, authenticated;
grant select, insert, update, delete on table public.translation_glossary to authenticated;
grant select, insert, update, delete on table public.translation_glossary to service_role;

revoke all on table public.translation_settings from public, anon, authenticated;
grant select, insert, update, delete on table public.translation_settings to authenticated;
grant select, insert, update, delete on table public.translation_settings to service_role;

revoke all on table public.translation_runs from public, anon, authenticated;
grant select, insert on table public.translation_runs to authenticated;
grant select, insert on table public.translation_runs to service_role;

revoke all on public.translation_usage_by_month from public, anon, authenticated;
grant select on public.translation_usage_by_month to authenticated;
grant select on public.translation_usage_by_month to service_role;

alter table public.translation_glossary enable row level security;
alter table public.translation_settings enable row level security;
alter table public.translation_runs enable row level security;

create policy "Admins can read the glossary"
  on public.translation_glossary for select to authenticated
  using ((select private.is_admin()));
create policy "Admins can add glossary terms"
  on public.translation_glossary for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit glossary terms"
  on public.translation_glossary for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete glossary terms"
  on public.translation_glossary for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can read translation settings"
  on public.translation_settings for select to authenticated
  using ((select private.is_admin()));
create policy "Admins can add translation settings"
  on public.translation_settings for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can change translation settings"
  on public.translation_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete translation settings"
  on public.translation_settings for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can read translation runs"
  on public.translation_runs for select to authenticated
  using ((select private.is_admin()));
-- A run is recorded in the caller's own name only: the count per person cannot be forged.
create policy "Admins can record their own translation runs"
  on public.translation_runs for insert to authenticated
  with check ((select private.is_admin()) and requested_by = (select auth.jwt()) ->> 'sub');

-- ---------------------------------------------------------------------------------------------
-- Provenance per segment of a post: segment key -> { state: machine | edited | reviewed, by, at,
-- source_version, source_hash, suggestion? }. Keys: title, excerpt, seo_title,
-- seo_description, image_alt, tags.<n>, body.<n> (n: the segment's index among the body's
-- translatable segments, supabase/functions/_shared/markdown-segments.ts).
-- ---------------------------------------------------------------------------------------------
create or replace function private.segment_states_valid(states jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- case, not and/or: Postgres may evaluate either side of those first, and jsonb_each or
  -- jsonb_object_keys on anything but an object raises instead of answering false.
  select case when pg_catalog.jsonb_typeof(states) <> 'object' then false else not exists (
      select 1
      from pg_catalog.jsonb_each(states) as s (key, entry)
      where case
        when not (s.key ~ '^(title|excerpt|seo_title|seo_description|image_alt|(tags|body)\.(0|[1-9][0-9]{0,5}))$')
          or pg_catalog.jsonb_typeof(s.entry) <> 'object' then true
        -- Only the fields the workspace reads: a typo in a field name is refused, not kept.
        else exists (
          select 1 from pg_catalog.jsonb_object_keys(s.entry) as f (name)
          where f.name <> all (array['state', 'by', 'at', 'source_version', 'source_hash', 'suggestion'])
        )
        or coalesce(s.entry ->> 'state', '') not in ('machine', 'edited', 'reviewed')
        or pg_catalog.jsonb_typeof(s.entry -> 'by') is distinct from 'string'
        or pg_catalog.char_length(s.entry ->> 'by') not between 1 and 200
        -- An ISO 8601 time as JSON carries it; checked by shape, as parsing a time depends on
        -- the session and a check must not.
        or pg_catalog.jsonb_typeof(s.entry -> 'at') is distinct from 'string'
        or not (s.entry ->> 'at' ~ '^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}')
        or pg_catalog.char_length(s.entry ->> 'at') > 40
        or pg_catalog.jsonb_typeof(s.entry -> 'source_version') is distinct from 'number'
        or not (s.entry ->> 'source_version' ~ '^[1-9][0-9]{0,8}$')
        or pg_catalog.jsonb_typeof(s.entry -> 'source_hash') is distinct from 'string'
        or pg_catalog.char_length(s.entry ->> 'source_hash') not between 1 and 128
        or (s.entry ? 'suggestion' and pg_catalog.jsonb_typeof(s.entry -> 'suggestion') <> 'string')
        end
    ) end;
$$;

revoke execute on function private.segment_states_valid(jsonb) from public;
-- The check runs as the writer.
grant execute on function private.segment_states_valid(jsonb) to authenticated;

alter table public.blog_posts
  add column segment_states jsonb not null default '{}'::jsonb
    constraint blog_posts_segment_states_check check (private.segment_states_valid(segment_states)),
  -- Derived, so it can never disagree with the states; the same test as the publish guard below
  -- (a generated column is not yet computed when a before-trigger runs).
  add column needs_review boolean not null
    generated always as (jsonb_path_exists(segment_states, '$.* ? (@.state == "machine")')) stored;

comment on column public.blog_posts.segment_states is
  'Per translatable segment: machine, edited (by a person) or reviewed, with who, when and the source version. Set by the translation workspace.';
comment on column public.blog_posts.needs_review is
  'Some segment is machine text nobody reviewed: the post cannot be published or scheduled.';

-- ---------------------------------------------------------------------------------------------
-- The status trigger also keeps unreviewed machine text off public pages: a post whose segments
-- include a machine one cannot become (or stay, when machine segments are saved into it)
-- published or scheduled. A draft may hold any. The trigger now also fires when only the states
-- change, so saving machine text into a published post is refused the same way.
-- ---------------------------------------------------------------------------------------------
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
  if pg_catalog.jsonb_path_exists(new.segment_states, '$.* ? (@.state == "machine")') then
    raise exception 'machine_unreviewed'
      using errcode = 'P0001',
        hint = 'Review every machine-translated segment first';
  end if;
  return new;
end;
$$;

drop trigger blog_posts_set_publication on public.blog_posts;

create trigger blog_posts_set_publication
  before insert or update of status, published_at, segment_states on public.blog_posts
  for each row
  execute function private.set_publication();

-- ---------------------------------------------------------------------------------------------
-- The Languages view says which translations wait for review. Same columns as before (only
-- versions' entries gain needs_review), as create or replace view requires.
-- ---------------------------------------------------------------------------------------------
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
          'outdated', o.content_version > t.source_version,
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
