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

-- Which of `paths` ('blog-images/<key>', as posts store them) no post and no revision refers to:
-- as a featured image, or anywhere in a body (an image in Markdown is written with the same
-- path). A revision keeps its images, so restoring it still shows them; they become
-- unreferenced when the revisions go. Security invoker: a non-admin sees no posts' drafts nor
-- any revision, so the function answers only for admins (anyone else gets an error, not a
-- wrong "unreferenced"); the service role may ask too.
create or replace function public.unreferenced_images(paths text[])
returns setof text
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  -- The service role (the storage:gc command on hosted Supabase) reads every row anyway.
  if current_user <> 'service_role' then
    if not (select private.is_admin()) then
      raise exception 'only admins can ask which images are unreferenced'
        using errcode = '42501';
    end if;
  end if;
  return query
    select distinct candidate.path
      from unnest(paths) as candidate (path)
     where candidate.path is not null
       and candidate.path <> ''
       and not exists (
         select 1
           from public.blog_posts as post
          where post.featured_image = candidate.path
             or strpos(coalesce(post.content, ''), candidate.path) > 0
       )
       and not exists (
         select 1
           from public.blog_post_revisions as revision
          where revision.fields ->> 'featured_image' = candidate.path
             or strpos(coalesce(revision.fields ->> 'content', ''), candidate.path) > 0
       );
end;
$$;

comment on function public.unreferenced_images(text[]) is
  'Of the given blog-images paths, those no post (featured image or body) and no revision refers to. Admins only.';

revoke all on function public.unreferenced_images(text[]) from public, anon;
grant execute on function public.unreferenced_images(text[]) to authenticated, service_role;
