-- A category's name in each language. A post stores its category's key (the text in
-- blog_posts.category, which the blog's URLs keep: ?category=Guides on /ja too); this table says
-- how each language shows it. A language without a name shows the English one, and a category
-- without a row (written through the API before it had names) shows its key.

-- names: {"en": "Guides", "de": "Ratgeber", ...}, English required, only the site's languages,
-- every name a non-blank string of at most 60 characters.
create or replace function private.category_names_valid(names jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_typeof(names) = 'object'
    and (names ->> 'en') is not null
    and not exists (
      select 1
      from pg_catalog.jsonb_each(names) as e (code, name)
      where not (e.code = any (public.blog_languages()))
        or pg_catalog.jsonb_typeof(e.name) <> 'string'
        or pg_catalog.btrim(e.name #>> '{}') = ''
        or pg_catalog.char_length(e.name #>> '{}') > 60
    );
$$;

revoke execute on function private.category_names_valid(jsonb) from public;
-- The check runs as the writer.
grant execute on function private.category_names_valid(jsonb) to authenticated;

create table public.blog_category_names (
  category text primary key
    constraint blog_category_names_category_check
      check (pg_catalog.btrim(category) = category and category <> '' and char_length(category) <= 60),
  names jsonb not null
    constraint blog_category_names_names_check check (private.category_names_valid(names)),
  updated_at timestamptz not null default now()
);

comment on table public.blog_category_names is
  'Each category''s name per language (names: language code to name, English required). The public reads the names of categories that have a public post; admins read and write all.';
comment on column public.blog_category_names.category is
  'The key posts store in blog_posts.category and the blog''s ?category= keeps.';

alter table public.blog_category_names enable row level security;

-- A category only drafts use may name something not yet announced: the public reads a name once
-- a post it can read (blog_posts' own policy decides which) is in that category.
create policy "Anyone can read the names of public categories"
  on public.blog_category_names
  for select
  to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.category = blog_category_names.category));

create policy "Admins can read every category's names"
  on public.blog_category_names
  for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins can name categories"
  on public.blog_category_names
  for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins can rename categories"
  on public.blog_category_names
  for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete category names"
  on public.blog_category_names
  for delete
  to authenticated
  using ((select private.is_admin()));

revoke all on public.blog_category_names from public, anon, authenticated;
grant select on public.blog_category_names to anon, authenticated;
grant insert, update, delete on public.blog_category_names to authenticated;

create or replace function private.touch_category_names()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke execute on function private.touch_category_names() from public;

create trigger blog_category_names_touch
  before update on public.blog_category_names
  for each row
  execute function private.touch_category_names();

-- A renamed category changes every page that shows it: announced on blog_changes like a post
-- (a cache drops its blog pages; the payload names the table and the category).
create or replace function private.notify_category_names_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_notify('blog_changes', pg_catalog.jsonb_build_object(
    'type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema,
    'record', pg_catalog.jsonb_build_object(
      'category', case when tg_op = 'DELETE' then old.category else new.category end)
  )::text);
  return null;
end;
$$;

revoke execute on function private.notify_category_names_change() from public;

create trigger blog_category_names_notify_change
  after insert or update or delete on public.blog_category_names
  for each row
  execute function private.notify_category_names_change();

-- The categories the site started with, named as its catalogues named them.
insert into public.blog_category_names (category, names) values
  ('General', '{"en": "General", "de": "Allgemein", "es": "General", "fr": "Général", "it": "Generale", "ja": "一般", "ko": "일반", "nl": "Algemeen", "pt": "Geral", "zh": "综合"}'),
  ('Guides', '{"en": "Guides", "de": "Ratgeber", "es": "Guías", "fr": "Guides", "it": "Guide", "ja": "ガイド", "ko": "가이드", "nl": "Gidsen", "pt": "Guias", "zh": "指南"}'),
  ('Marketing', '{"en": "Marketing", "de": "Marketing", "es": "Marketing", "fr": "Marketing", "it": "Marketing", "ja": "マーケティング", "ko": "마케팅", "nl": "Marketing", "pt": "Marketing", "zh": "营销"}'),
  ('Product', '{"en": "Product", "de": "Produkt", "es": "Producto", "fr": "Produit", "it": "Prodotto", "ja": "プロダクト", "ko": "제품", "nl": "Product", "pt": "Produto", "zh": "产品"}'),
  ('Sales', '{"en": "Sales", "de": "Vertrieb", "es": "Ventas", "fr": "Vente", "it": "Vendite", "ja": "営業", "ko": "영업", "nl": "Sales", "pt": "Vendas", "zh": "销售"}')
on conflict (category) do nothing;
