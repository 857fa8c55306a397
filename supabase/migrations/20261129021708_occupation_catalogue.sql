-- The DC-3's «Ocupación específica» from the Catálogo Nacional de Ocupaciones: a profile holds the key of
-- an área or subárea of the catalogue as the STPS prints it on the reverse of the format («Claves y
-- denominaciones de áreas y subáreas del Catálogo Nacional de Ocupaciones»; the same list is
-- src/utils/occupations.ts, see docs/data-and-security.md), or null. A certificate copies the key and the
-- name ('04.4 Informática') when it is issued, so an issued DC-3 stays as issued whatever the profile says
-- later (a trigger on certificates turns the key copied at issue into that text); certificates issued
-- before this migration keep the free text they were issued with.
--
-- Existing profiles: a free text that is a key, a name, or 'key name' of the catalogue (trimmed, ignoring
-- case and accents) becomes its key; any other text is set to null and the admin picks the key in the user
-- form (which asks for it for every collaborator). The migration reports both counts (raise notice). On a
-- fresh database (local stack, CI) no profile exists yet when it runs: 0 converted, 0 set to null; the demo
-- seed (supabase/seed.sql) writes keys. Of the values the demo seed wrote before, 'Construcción' is the name
-- of área 03 and 'Seguridad industrial' is no name of the catalogue (it would be set to null).

-- The catalogue: every key with its name, in the order of the format.
create or replace function app.occupation_catalogue() returns table (code text, name text)
language sql immutable
set search_path = ''
as $$
  select c.code, c.name from (values
    ('01', 'Cultivo, crianza y aprovechamiento'),
    ('01.1', 'Agricultura y silvicultura'),
    ('01.2', 'Ganadería'),
    ('01.3', 'Pesca y acuacultura'),
    ('02', 'Extracción y suministro'),
    ('02.1', 'Exploración'),
    ('02.2', 'Extracción'),
    ('02.3', 'Refinación y beneficio'),
    ('02.4', 'Provisión de energía'),
    ('02.5', 'Provisión de agua'),
    ('03', 'Construcción'),
    ('03.1', 'Planeación y dirección de obras'),
    ('03.2', 'Edificación y urbanización'),
    ('03.3', 'Acabado'),
    ('03.4', 'Instalación y mantenimiento'),
    ('04', 'Tecnología'),
    ('04.1', 'Mecánica'),
    ('04.2', 'Electricidad'),
    ('04.3', 'Electrónica'),
    ('04.4', 'Informática'),
    ('04.5', 'Telecomunicaciones'),
    ('04.6', 'Procesos industriales'),
    ('05', 'Procesamiento y fabricación'),
    ('05.1', 'Minerales no metálicos'),
    ('05.2', 'Metales'),
    ('05.3', 'Alimentos y bebidas'),
    ('05.4', 'Textiles y prendas de vestir'),
    ('05.5', 'Materia orgánica'),
    ('05.6', 'Productos químicos'),
    ('05.7', 'Productos metálicos y de hule y plástico'),
    ('05.8', 'Productos eléctricos y electrónicos'),
    ('05.9', 'Productos impresos'),
    ('06', 'Transporte'),
    ('06.1', 'Ferroviario'),
    ('06.2', 'Autotransporte'),
    ('06.3', 'Aéreo'),
    ('06.4', 'Marítimo y fluvial'),
    ('06.5', 'Servicios de apoyo'),
    ('07', 'Provisión de bienes y servicios'),
    ('07.1', 'Comercio'),
    ('07.2', 'Alimentación y hospedaje'),
    ('07.3', 'Turismo'),
    ('07.4', 'Deporte y esparcimiento'),
    ('07.5', 'Servicios personales'),
    ('07.6', 'Reparación de artículos de uso doméstico y personal'),
    ('07.7', 'Limpieza'),
    ('07.8', 'Servicio postal y mensajería'),
    ('08', 'Gestión y soporte administrativo'),
    ('08.1', 'Bolsa, banca y seguros'),
    ('08.2', 'Administración'),
    ('08.3', 'Servicios legales'),
    ('09', 'Salud y protección social'),
    ('09.1', 'Servicios médicos'),
    ('09.2', 'Inspección sanitaria y del medio ambiente'),
    ('09.3', 'Seguridad social'),
    ('09.4', 'Protección de bienes y/o personas'),
    ('10', 'Comunicación'),
    ('10.1', 'Publicación'),
    ('10.2', 'Radio, cine, televisión y teatro'),
    ('10.3', 'Interpretación artística'),
    ('10.4', 'Traducción e interpretación lingüística'),
    ('10.5', 'Publicidad, propaganda y relaciones públicas'),
    ('11', 'Desarrollo y extensión del conocimiento'),
    ('11.1', 'Investigación'),
    ('11.2', 'Enseñanza'),
    ('11.3', 'Difusión cultural')
  ) as c(code, name)
$$;

-- The name of a key of the catalogue, null for anything else.
create or replace function app.occupation_name(p_code text) returns text
language sql immutable
set search_path = ''
as $$
  select c.name from app.occupation_catalogue() c where c.code = p_code
$$;

-- What a certificate prints: '04.4 Informática' (null for null).
create or replace function app.occupation_text(p_code text) returns text
language sql immutable
set search_path = ''
as $$
  select p_code || ' ' || app.occupation_name(p_code)
$$;
revoke all on function app.occupation_catalogue(), app.occupation_name(text), app.occupation_text(text)
  from public;
-- The check below runs with the writer's rights (the admin through the API).
grant execute on function app.occupation_catalogue(), app.occupation_name(text), app.occupation_text(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Existing free text: to its key where it names one, else null.
do $$
declare
  v_fold text := 'áéíóúüñ';
  v_plain text := 'aeiouun';
  v_converted integer;
  v_cleared integer;
begin
  with matched as (
    update public.profiles p set occupation = c.code
    from app.occupation_catalogue() c
    where p.occupation is not null and p.occupation <> c.code
      and translate(lower(regexp_replace(btrim(p.occupation), '\s+', ' ', 'g')), v_fold, v_plain)
        in (translate(lower(c.name), v_fold, v_plain),
          translate(lower(c.code || ' ' || c.name), v_fold, v_plain))
    returning p.id
  )
  select count(*) into v_converted from matched;
  update public.profiles p set occupation = null
  where p.occupation is not null and app.occupation_name(btrim(p.occupation)) is null;
  get diagnostics v_cleared = row_count;
  update public.profiles p set occupation = btrim(p.occupation)
  where p.occupation is distinct from btrim(p.occupation);
  raise notice 'profiles.occupation: % converted to a key of the catalogue, % not in it set to null',
    v_converted, v_cleared;
end;
$$;

alter table public.profiles add constraint profiles_occupation_catalogue
  check (occupation is null or app.occupation_name(occupation) is not null);

-- The admin's save refused in Spanish before the check (whose own message is Postgres's, in English).
create or replace function app.check_profile_occupation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.occupation is not null and app.occupation_name(new.occupation) is null then
    raise exception 'La ocupación «%» no está en el Catálogo Nacional de Ocupaciones de la constancia DC-3: '
      'elige un área o subárea del catálogo.', new.occupation
      using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function app.check_profile_occupation() from public;

create trigger profiles_occupation_catalogue before insert or update of occupation on public.profiles
  for each row execute function app.check_profile_occupation();

-- ---------------------------------------------------------------------------------------------------
-- The certificate copies the profile's key at issue (app.issue_certificate_now); it is stored as the DC-3
-- prints it, key and name. A text that is no key (a certificate written with its text already) is kept.
create or replace function app.certificate_occupation_text() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.occupation := coalesce(app.occupation_text(new.occupation), new.occupation);
  return new;
end;
$$;
revoke all on function app.certificate_occupation_text() from public;

create trigger certificates_occupation_text before insert on public.certificates
  for each row execute function app.certificate_occupation_text();
