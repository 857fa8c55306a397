// The columns a DC-3 needs (PDF and DC-4 list), selected explicitly wherever a full certificate is read.
export const CERTIFICATE_COLUMNS =
  'id, code, profile_id, company_id, worker_name, worker_given_names, worker_last_name_paternal, worker_last_name_maternal, curp, occupation, job_title, company_name, company_rfc, course_title, course_hours, thematic_area, training_agent, training_agent_type, training_agent_registration, instructor_name, employer_representative, workers_representative, period_start, period_end, issued_at, revoked_at, revoked_reason';
