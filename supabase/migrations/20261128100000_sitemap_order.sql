-- The sitemap reads every public post oldest first, a page of the API's max_rows at a time,
-- each page continuing after the last (created_at, id) it saw: this index serves each page
-- as a range scan, where a sort of every post per page made the whole read quadratic.
create index blog_posts_created_at_id_idx on public.blog_posts (created_at, id);
