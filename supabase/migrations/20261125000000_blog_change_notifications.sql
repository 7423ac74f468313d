-- Every change to a post is announced on the channel blog_changes when its transaction commits,
-- so a server that caches rendered blog pages, feeds and sitemaps drops exactly what the change
-- touches. The payload has the shape of a Supabase database webhook ({type, table, schema,
-- record, old_record}) with only the columns that decide which pages show the post, so the
-- embedded server (which LISTENs) and a hosted server (called by a webhook on this table) read
-- both the same way. On Supabase nobody listens and a NOTIFY costs nothing.
create or replace function private.notify_blog_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  payload jsonb := jsonb_build_object('type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema);
begin
  if tg_op <> 'INSERT' then
    payload := payload || jsonb_build_object('old_record', jsonb_build_object(
      'id', old.id, 'slug', old.slug, 'language', old.language,
      'translation_of', old.translation_of, 'published_at', old.published_at));
  end if;
  if tg_op <> 'DELETE' then
    payload := payload || jsonb_build_object('record', jsonb_build_object(
      'id', new.id, 'slug', new.slug, 'language', new.language,
      'translation_of', new.translation_of, 'published_at', new.published_at));
  end if;
  perform pg_catalog.pg_notify('blog_changes', payload::text);
  return null;
end;
$$;

revoke execute on function private.notify_blog_change() from public;

create trigger blog_posts_notify_change
  after insert or update or delete on public.blog_posts
  for each row
  execute function private.notify_blog_change();
