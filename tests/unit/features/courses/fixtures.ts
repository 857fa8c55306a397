// Rows as the API returns them for the course screens (embedded counts and names included).
export const COURSE_ID = '30000000-0000-4000-8000-0000000000c1';

export const courseRow = (overrides: Record<string, unknown> = {}) => ({
  id: COURSE_ID,
  title: 'Trabajos en altura',
  description: 'Uso de arnés y líneas de vida.',
  cover_url: null,
  estimated_hours: 4,
  thematic_area: '6000',
  instructor_name: 'Ing. Laura Pérez',
  training_agent_type: 'internal',
  external_agent_name: null,
  external_agent_registration: null,
  published: false,
  course_modules: [{ lessons: [{ count: 1 }] }, { lessons: [{ count: 2 }] }],
  course_assignments: [{ count: 2 }],
  ...overrides,
});

export const moduleRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'm1',
  course_id: COURSE_ID,
  title: 'Introducción',
  position: 0,
  ...overrides,
});

export const lessonRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'l1',
  module_id: 'm1',
  course_id: COURSE_ID,
  title: 'Qué es el trabajo en altura',
  position: 0,
  content_type: 'text',
  media_url: null,
  body: '# Hola',
  duration_minutes: 5,
  ...overrides,
});
