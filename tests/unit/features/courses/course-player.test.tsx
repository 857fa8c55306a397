import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CoursePlayer } from '@/features/courses/components/learner/course-player';

import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders } from '../../kit/render';
import { COURSE, done, L2, L3, ME, seedCourse } from './learner-fixtures';

const BACK = '/dashboard/collaborator/lms';
const renderPlayer = (route = '/', courseId = COURSE) =>
  renderWithProviders(<CoursePlayer courseId={courseId} profileId={ME} backHref={BACK} />, {
    profile: profiles.collaborator,
    route,
  });
const lessonHeading = () => screen.findByRole('heading', { level: 3, name: /Lección|Video|Manual/ });
const progressPosts = () => backend.requestsTo('lesson_progress', 'POST');

describe('Course player', () => {
  it('resumes at the last viewed lesson and records the visit without completing it', async () => {
    // Lesson 1 is still incomplete (the first incomplete one), but lesson 2 was viewed last.
    seedCourse({
      progress: [
        done(L3, '2026-01-01T10:00:00Z'),
        { ...done(L2, '2026-01-02T10:00:00Z'), completed_at: null },
      ],
    });
    renderPlayer();
    expect(await lessonHeading()).toHaveTextContent('Video del arnés');
    expect(screen.getByText('1 de 3 lecciones')).toBeInTheDocument();
    const frame = screen.getByTitle('Video del arnés');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1');

    await waitFor(() => expect(progressPosts()).toHaveLength(1));
    const visit = progressPosts()[0];
    expect(visit.body).toEqual({ lesson_id: L2, profile_id: ME, course_id: COURSE });
    expect(visit.params.get('on_conflict')).toBe('profile_id,lesson_id');
    expect(visit.headers.get('prefer')).toContain('resolution=merge-duplicates');
    // Completed lessons are marked in the outline.
    const outline = screen.getByRole('navigation', { name: 'Contenido del curso' });
    expect(
      within(outline).getByRole('button', { name: /^Manual en PDF\s*\(completada\)$/ }),
    ).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: 'Video del arnés' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('opens the first incomplete lesson when nothing was viewed, renders Markdown without raw HTML', async () => {
    seedCourse();
    const { container } = renderPlayer();
    expect(await lessonHeading()).toHaveTextContent('Lección 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Introducción' })).toBeInTheDocument();
    expect(screen.getByText('siempre').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('selects the lesson from ?leccion, completes it and moves on with Siguiente/Anterior', async () => {
    seedCourse();
    const { user, location } = renderPlayer(`/?leccion=${L3}`);
    expect(await lessonHeading()).toHaveTextContent('Manual en PDF');
    const pdf = await screen.findByTitle('PDF: Manual en PDF');
    expect(pdf.getAttribute('src')).toContain(`/object/sign/lms-media/${COURSE}/manual.pdf`);
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    // Embedded media is signed for a session's length (it keeps loading while read), not the 60 s of a click.
    expect(backend.requestsTo('storage/object/sign/lms-media', 'POST')[0].body).toMatchObject({
      expiresIn: 1800,
    });

    await user.click(screen.getByRole('button', { name: 'Marcar como Completada' }));
    await waitFor(() =>
      expect(progressPosts().some((r) => (r.body as { completed_at?: string }).completed_at)).toBe(true),
    );
    const completion = progressPosts().find((r) => (r.body as { completed_at?: string }).completed_at);
    expect(completion?.body).toMatchObject({ lesson_id: L3, profile_id: ME, course_id: COURSE });
    expect(await screen.findByText('Completada')).toBeInTheDocument();
    expect(screen.getByText('1 de 3 lecciones')).toBeInTheDocument();
    // Refreshing the progress does not re-sign the PDF (which would reload the viewer).
    expect(backend.requestsTo('storage/object/sign/lms-media', 'POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await lessonHeading()).toHaveTextContent('Video del arnés');
    expect(location()).toBe(`/?leccion=${L2}`);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Evaluación Final' })).toBeInTheDocument();
    expect(location()).toBe('/?leccion=evaluacion');
  });

  it('plays a video stored in lms-media from a signed URL', async () => {
    seedCourse();
    backend.tables.lessons[1].media_url = `storage://lms-media/${COURSE}/arnes.mp4`;
    backend.objects.set(`lms-media/${COURSE}/arnes.mp4`, new Blob(['mp4']));
    const { container } = renderPlayer(`/?leccion=${L2}`);
    expect(await lessonHeading()).toHaveTextContent('Video del arnés');
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video?.getAttribute('src')).toContain(`/object/sign/lms-media/${COURSE}/arnes.mp4?token=`);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows a Spanish not-found state with a link back for an unknown or unassigned course', async () => {
    seedCourse();
    renderPlayer('/', '30000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { name: 'Curso No Encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/no existe o no está asignado a ti/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Volver a Mis Cursos' })[0]).toHaveAttribute('href', BACK);
    expect(progressPosts()).toHaveLength(0);
  });

  it('is the lms/:courseId route of the collaborator, writing as the signed-in person', async () => {
    seedCourse();
    renderApp(`/dashboard/collaborator/lms/${COURSE}?leccion=${L3}`, { profile: profiles.collaborator });
    expect(await lessonHeading()).toHaveTextContent('Manual en PDF');
    await waitFor(() => expect(progressPosts()).toHaveLength(1));
    expect(progressPosts()[0].body).toEqual({ lesson_id: L3, profile_id: ME, course_id: COURSE });
  });

  it('does not ask the database about a malformed course id', async () => {
    renderPlayer('/', 'no-es-un-curso');
    expect(await screen.findByRole('heading', { name: 'Curso No Encontrado' })).toBeInTheDocument();
    expect(backend.requestsTo('courses')).toHaveLength(0);
  });

  it('shows the error block when the course cannot be read', async () => {
    seedCourse();
    backend.fail('lessons', { message: 'boom' });
    renderPlayer();
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('No se pudo cargar el curso.')).toBeInTheDocument();
  });
});
