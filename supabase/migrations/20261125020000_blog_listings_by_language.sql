-- blog_listings, same rows, in a shape the planner can serve from indexes. The first form joined
-- every language to every post on an OR condition, so a list in one language computed all ten
-- and sorted them: at 30,000 posts the English page 1 took 23 s, past the 3 s deadline. Now:
--  - a post is listed in its own language (list_language is its language column, so
--    `list_language = L` becomes `language = L` and page 1 is an ordered read of
--    blog_posts_language_published_at_idx that stops after one page);
--  - plus, in each other language, the English posts whose group has no post in it.
-- Columns, order and types are unchanged, so blog_categories and every query stay as they are.
create or replace view public.blog_listings
  with (security_invoker = true)
as
  select
    p.language as list_language,
    p.id, p.title, p.slug, p.excerpt, p.author, p.published_at, p.created_at, p.category,
    p.tags, p.featured_image, p.read_time, p.language, p.search_text
  from public.blog_posts p
  union all
  select
    l.code as list_language,
    p.id, p.title, p.slug, p.excerpt, p.author, p.published_at, p.created_at, p.category,
    p.tags, p.featured_image, p.read_time, p.language, p.search_text
  from public.blog_posts p
  cross join unnest(public.blog_languages()) as l (code)
  where p.language = 'en'
    and l.code <> 'en'
    and not exists (
      select 1 from public.blog_posts t
      where t.language = l.code
        and coalesce(t.translation_of, t.id) = coalesce(p.translation_of, p.id)
    );

comment on view public.blog_listings is
  'The blog list per language: posts in that language, else the English post of their group.';
