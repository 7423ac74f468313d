/**
 * The machine-translation tables as the contract names them, created only where the migration
 * (owned by the database stream) has not run yet, so the function's tests can prove the glossary
 * and the usage count end to end. Once the migration exists, every statement here is a no-op.
 */
export const contractTablesSql = `
do $$
begin
  if to_regclass('public.translation_glossary') is null then
    create table public.translation_glossary (
      id uuid primary key default gen_random_uuid(),
      source_language text not null,
      target_language text not null,
      term text not null,
      translation text null,
      note text null,
      updated_at timestamptz not null default now(),
      updated_by text not null default (auth.jwt() ->> 'sub')
    );
    alter table public.translation_glossary enable row level security;
    create policy "Admins manage the glossary" on public.translation_glossary
      for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
    grant select, insert, update, delete on public.translation_glossary to authenticated;
  end if;
  if to_regclass('public.translation_settings') is null then
    create table public.translation_settings (
      language text primary key,
      formality text not null default 'default',
      instructions text null,
      updated_at timestamptz not null default now(),
      updated_by text not null default (auth.jwt() ->> 'sub')
    );
    alter table public.translation_settings enable row level security;
    create policy "Admins manage translation settings" on public.translation_settings
      for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
    grant select, insert, update, delete on public.translation_settings to authenticated;
  end if;
  if to_regclass('public.translation_runs') is null then
    create table public.translation_runs (
      id uuid primary key default gen_random_uuid(),
      requested_by text not null default (auth.jwt() ->> 'sub'),
      provider text not null,
      source_language text,
      target_language text,
      characters integer not null check (characters >= 0),
      segments integer not null check (segments >= 0),
      outcome text not null check (outcome in ('ok', 'refused', 'failed')),
      created_at timestamptz not null default now()
    );
    alter table public.translation_runs enable row level security;
    create policy "Admins read runs" on public.translation_runs
      for select to authenticated using ((select private.is_admin()));
    create policy "Admins append their runs" on public.translation_runs
      for insert to authenticated
      with check ((select private.is_admin()) and requested_by = (select auth.jwt()) ->> 'sub');
    grant select, insert on public.translation_runs to authenticated;
    create view public.translation_usage_by_month with (security_invoker = true) as
      select date_trunc('month', created_at) as month, provider,
             sum(characters)::bigint as characters, count(*)::bigint as runs
      from public.translation_runs group by 1, 2;
    grant select on public.translation_usage_by_month to authenticated;
  end if;
end
$$;
`;
