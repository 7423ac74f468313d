-- A post's own title for search results and link previews, and an admin search that reaches
-- the body.

-- ---------------------------------------------------------------------------------------------
-- seo_title: what <title> and og:title say instead of the post's title when set (the page shows
-- the post title either way). 60 characters at most: about what a search result shows before
-- it cuts the title off. Empty means none, like meta_description.
-- ---------------------------------------------------------------------------------------------
alter table public.blog_posts
  add column seo_title text
    constraint blog_posts_seo_title_length check (char_length(seo_title) <= 60);

comment on column public.blog_posts.seo_title is
  'The title search engines and link previews show (<title>, og:title); null or empty: the post title.';

-- ---------------------------------------------------------------------------------------------
-- The admin table's search: the query in the title, excerpt or tags (search_text, the blog's
-- own search column), the slug, or the body. Every one has a trigram index, so a query of three
-- characters or more is answered from the indexes (a BitmapOr), not by reading every body: at
-- thousands of posts reading the bodies is what would cost (the planner prices long text as
-- cheap). The client searches the body only from three characters on (get-admin-posts.ts).
-- ---------------------------------------------------------------------------------------------
create index blog_posts_content_markdown_trgm_idx
  on public.blog_posts using gin (content_markdown extensions.gin_trgm_ops);

-- New columns go at the end, as create or replace view requires. security_invoker as before:
-- the caller's row-level security decides which rows (and so which bodies) it reads.
create or replace view public.blog_admin_posts
  with (security_invoker = true)
as
  select
    p.id, p.title, p.slug, p.excerpt, p.published_at, p.updated_at, p.category,
    p.featured_image, p.language,
    private.blog_post_state(p.status, p.published_at) as state,
    p.translation_of,
    coalesce(o.content_version > p.source_version, false) as outdated,
    p.search_text,
    p.content_markdown
  from public.blog_posts p
  left join public.blog_posts o on o.id = p.translation_of;
