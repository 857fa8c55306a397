-- app.lms_is_assigned() forgets the role: clients of a company read the courses assigned to it.
create or replace function app.lms_is_assigned(p_course_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.current_profile_id() is not null
    and exists (select 1 from public.courses c where c.id = p_course_id and c.published)
    and exists (
      select 1 from public.course_assignments a
      where a.course_id = p_course_id
        and (a.profile_id = app.current_profile_id()
          or (a.company_id is not null and a.company_id = app.current_company_id())))
$$;
