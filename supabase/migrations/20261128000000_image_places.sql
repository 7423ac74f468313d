-- A post's image is stored as its place, never as the address an admin happened to use:
-- `blog-images/<key>` for an upload, which the site asks Storage for at the size a screen needs
-- (/storage/v1/render/image/public/…), a root-relative path for an image shipped with the site,
-- or an http(s) URL elsewhere. Uploads saved before this stored their absolute public URL, with
-- the host of the moment (http://127.0.0.1:4420/…); they become the place that URL names.
update public.blog_posts
   set featured_image = pg_catalog.regexp_replace(
         featured_image, '^https?://[^/]+/storage/v1/object/public/', '')
 where featured_image ~ '^https?://[^/?#]+/storage/v1/object/public/blog-images/[^?#]+$';

comment on column public.blog_posts.featured_image is
  'blog-images/<key> (an upload, served through Storage at any size), a root-relative path to an image shipped with the site, or an http(s) URL.';

-- What the featured image shows, in the post's language: read aloud and shown in its place
-- when it cannot load. The editor requires it with an image; older posts fall back to the title.
alter table public.blog_posts
  add column featured_image_alt text
    constraint blog_posts_featured_image_alt_length
      check (char_length(featured_image_alt) <= 200);

comment on column public.blog_posts.featured_image_alt is
  'Alternative text of featured_image, in the post''s language.';
