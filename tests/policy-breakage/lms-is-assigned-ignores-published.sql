-- caught by: tests/integration/lms-access.test.ts
-- app.lms_is_assigned() forgets `published`: a draft assigned course is visible and takeable.
create or replace function app.lms_is_assigned(p_course_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(app.current_app_role() = 'collaborator', false)
    and exists (
      select 1 from public.course_assignments a
      where a.course_id = p_course_id
        and (a.profile_id = app.current_profile_id()
          or (a.company_id is not null and a.company_id = app.current_company_id())))
$$;
