-- Image lifecycle: admins can find and remove uploads in blog-images, and the admin app asks
-- which uploads nothing refers to any more before removing them.
--
-- Storage lists objects by reading storage.objects, and removes them with DELETE … RETURNING,
-- which Postgres filters through SELECT policies too: without a SELECT policy an admin's remove
-- silently deletes nothing. The policy is for admins only, so anon still cannot list the bucket;
-- the bucket stays public, so public URLs are served as before without any policy.
create policy "Admins can list blog images"
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()));

-- Every upload a post or a revision refers to, as posts store them ('blog-images/<key>'): in a
-- featured image or anywhere in a body (an image in Markdown or HTML names the same path). A
-- revision keeps its images, so restoring it still shows them; they become unreferenced when
-- the revisions go (with their post). The admin app asks it which of the uploads it means to
-- remove are still used (a view, not a function: the embedded backend's API serves tables and
-- views, and so does PostgREST). Conservative on purpose: a path followed by punctuation is
-- listed with and without it, so an image is never thought unused because of how a body ends
-- a sentence.
--
-- security_invoker, so the caller's policies apply to the posts and revisions read; it lists
-- nothing for anyone but an admin or the service role (the storage:gc command on hosted
-- Supabase), so nobody else can mistake "not listed" for "unused".
create view public.blog_image_references
  with (security_invoker = true)
as
with texts as (
  select concat_ws(' ', post.featured_image, post.content_markdown, post.content_html) as body
    from public.blog_posts as post
  union all
  select revision.fields::text
    from public.blog_post_revisions as revision
),
found as (
  select (regexp_matches(texts.body, 'blog-images/[A-Za-z0-9_/!.*&$=@;:+,-]+', 'g'))[1] as path
    from texts
)
select distinct candidate.path
  from found,
       lateral (values (found.path), (rtrim(found.path, '.,;:!*'))) as candidate (path)
 where (select auth.role()) = 'service_role' or (select private.is_admin());

comment on view public.blog_image_references is
  'The blog-images paths (blog-images/<key>) that a post or a revision refers to. Lists nothing but for admins and the service role.';

revoke all on table public.blog_image_references from public, anon, authenticated;
grant select on table public.blog_image_references to authenticated, service_role;
grant usage on schema private to service_role;
grant execute on function private.is_admin() to service_role;
