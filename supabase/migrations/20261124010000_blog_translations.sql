-- Posts in any of the ten languages, linked as translations.
--
-- A post and its translations form one group: the original (translation_of null) and the posts
-- whose translation_of is the original's id. The group's key is coalesce(translation_of, id), and
-- at most one post per language may be in a group. The slug stays unique across all languages.

-- The site's ten languages (src/config/languages.ts; a unit test keeps the two lists equal).
create or replace function public.blog_languages()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['en', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pt', 'zh']::text[];
$$;

comment on function public.blog_languages() is
  'The language codes a post may be written in (the site''s ten languages).';

alter table public.blog_posts
  add column language text not null default 'en'
    constraint blog_posts_language_check check (language = any (public.blog_languages())),
  add column translation_of uuid
    constraint blog_posts_translation_of_fkey references public.blog_posts (id) on delete set null;

comment on column public.blog_posts.language is
  'The language the post is written in (one of blog_languages()).';
comment on column public.blog_posts.translation_of is
  'The original post this one translates; null for an original. On delete of the original, null.';

-- One post per language in a group: a second German translation of the same original is refused
-- (23505, named in the editor's message). Also the index behind the lookups below.
create unique index blog_posts_one_per_language_key
  on public.blog_posts ((coalesce(translation_of, id)), language);

create index blog_posts_language_published_at_idx
  on public.blog_posts (language, published_at desc, id desc);

-- Groups stay one level deep: a translation points at an original, and an original that has
-- translations cannot itself become a translation. Runs as the writer, under RLS.
create or replace function private.check_translation_of()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.translation_of is null then
    return new;
  end if;
  if new.translation_of = new.id then
    raise exception 'A post cannot be a translation of itself'
      using errcode = '23514', constraint = 'blog_posts_translation_of_check';
  end if;
  if exists (
    select 1 from public.blog_posts p
    where p.id = new.translation_of and p.translation_of is not null
  ) then
    raise exception 'Choose the original post: the chosen post is itself a translation'
      using errcode = '23514', constraint = 'blog_posts_translation_of_check';
  end if;
  if exists (select 1 from public.blog_posts p where p.translation_of = new.id) then
    raise exception 'This post has translations of its own, so it cannot be a translation'
      using errcode = '23514', constraint = 'blog_posts_translation_of_check';
  end if;
  return new;
end;
$$;

revoke execute on function private.check_translation_of() from public;

create trigger blog_posts_check_translation_of
  before insert or update of translation_of on public.blog_posts
  for each row
  execute function private.check_translation_of();

-- ---------------------------------------------------------------------------------------------
-- blog_listings: what the list in each language shows. For list_language L: the posts written in
-- L, plus English posts whose group has no post in L (shown with an "English" badge). The list
-- filters on list_language and pages, searches and counts like blog_posts. security_invoker: it
-- reads blog_posts as the caller, under blog_posts' row-level security.
-- ---------------------------------------------------------------------------------------------
create view public.blog_listings
  with (security_invoker = true)
as
  select
    l.code as list_language,
    p.id, p.title, p.slug, p.excerpt, p.author, p.published_at, p.created_at, p.category,
    p.tags, p.featured_image, p.read_time, p.language, p.search_text
  from unnest(public.blog_languages()) as l (code)
  join public.blog_posts p
    on p.language = l.code
    or (
      p.language = 'en'
      and not exists (
        select 1 from public.blog_posts t
        where t.language = l.code
          and coalesce(t.translation_of, t.id) = coalesce(p.translation_of, p.id)
      )
    );

comment on view public.blog_listings is
  'The blog list per language: posts in that language, else the English post of their group.';

revoke all on public.blog_listings from public, anon, authenticated;
grant select on public.blog_listings to anon, authenticated;

-- The category buttons, per list language.
drop view public.blog_categories;
create view public.blog_categories
  with (security_invoker = true)
as
  select list_language, category, count(*)::integer as post_count
  from public.blog_listings
  where btrim(category) <> ''
  group by list_language, category;

comment on view public.blog_categories is
  'Categories that have posts in each list language, with their post counts.';

revoke all on public.blog_categories from public, anon, authenticated;
grant select on public.blog_categories to anon, authenticated;
