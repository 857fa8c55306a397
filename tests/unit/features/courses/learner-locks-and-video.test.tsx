// The course page says why a step cannot be opened yet and what to do when a video cannot be played: the
// locked quiz in the outline, and a video whose file, signed URL or provider player fails.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CoursePlayer } from '@/features/courses/components/learner/course-player';
import { EMBED_ANSWER_MS, EMBED_LOAD_MS } from '@/features/courses/hooks/use-embed-status';

import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { COURSE, done, L1, L2, L3, ME, quiz, seedCourse } from './learner-fixtures';

const renderPlayer = (route: string) =>
  renderWithProviders(<CoursePlayer courseId={COURSE} profileId={ME} backHref="/lms" />, {
    profile: profiles.collaborator,
    route,
  });
const outline = () => screen.getByRole('navigation', { name: 'Contenido del curso' });
const completions = () =>
  backend
    .requestsTo('lesson_progress', 'POST')
    .filter((r) => (r.body as { completed_at?: string }).completed_at);

afterEach(() => {
  vi.useRealTimers();
});

describe('The final quiz in the outline', () => {
  it('is plain text with its reason while lessons are pending, and a working step once they are done', async () => {
    seedCourse({ progress: [done(L1), done(L2)] });
    const { user, location } = renderPlayer(`/?leccion=${L3}`);
    await screen.findByRole('heading', { level: 3, name: 'Manual en PDF' });
    const nav = outline();
    expect(within(nav).queryByRole('button', { name: /Evaluación Final/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Evaluación Final/ })).not.toBeInTheDocument();
    expect(within(nav).getByText('Se desbloquea al completar todas las lecciones (falta 1).')).toBeVisible();
    expect(within(nav).getByText(/^Evaluación Final/)).toHaveTextContent('Evaluación Final (bloqueada)');

    await user.click(screen.getByRole('button', { name: 'Marcar como Completada' }));
    const quizStep = await within(nav).findByRole('button', { name: 'Evaluación Final' });
    expect(within(nav).queryByText(/Se desbloquea/)).not.toBeInTheDocument();
    await user.click(quizStep);
    expect(await screen.findByText('Te quedan 3 intentos de 3')).toBeInTheDocument();
    expect(location()).toBe('/?leccion=evaluacion');
  });

  it('counts the pending lessons, and stays marked as the step on screen when reached by its link', async () => {
    seedCourse();
    renderPlayer('/?leccion=evaluacion');
    expect(
      await screen.findByText('Completa todas las lecciones para presentar la evaluación.'),
    ).toBeInTheDocument();
    const locked = within(outline()).getByText('Se desbloquea al completar todas las lecciones (faltan 3).');
    expect(locked.closest('[aria-current="step"]')).not.toBeNull();
  });

  it('is not locked once the quiz is passed or out of attempts: the quiz step explains those itself', async () => {
    seedCourse({ progress: [done(L1)], quiz: quiz({ attempts_used: 3 }) });
    renderPlayer(`/?leccion=${L1}`);
    await screen.findByRole('heading', { level: 3, name: 'Lección 1' });
    expect(within(outline()).getByRole('button', { name: 'Evaluación Final' })).toBeEnabled();
    expect(within(outline()).queryByText(/Se desbloquea/)).not.toBeInTheDocument();
  });
});

describe('A video that cannot be played', () => {
  it('replaces a broken file with the message, a link to it and Reintentar; the lesson can still be completed', async () => {
    seedCourse();
    const link = 'https://cdn.example.com/cursos/arnes.mp4';
    backend.tables.lessons[1].media_url = link;
    const { user, container } = renderPlayer(`/?leccion=${L2}`);
    await screen.findByRole('heading', { level: 3, name: 'Video del arnés' });
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', link);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.error(video!);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar el video de esta lección.')).toBeInTheDocument();
    const open = within(alert).getByRole('link', { name: 'Abrir en una Pestaña Nueva' });
    expect(open).toHaveAttribute('href', link);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('video')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('video')).toHaveAttribute('src', link);

    fireEvent.error(container.querySelector('video')!);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Marcar como Completada' }));
    await waitFor(() => expect(completions()).toHaveLength(1));
    expect(completions()[0].body).toMatchObject({ lesson_id: L2, profile_id: ME });
  });

  it('signs a stored video again on Reintentar, and says so when it cannot be signed', async () => {
    seedCourse();
    backend.tables.lessons[1].media_url = `storage://lms-media/${COURSE}/arnes.mp4`;
    backend.objects.set(`lms-media/${COURSE}/arnes.mp4`, new Blob(['mp4']));
    backend.fail('storage/object/sign/lms-media', { message: 'boom', status: 500 });
    const { user, container } = renderPlayer(`/?leccion=${L2}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar el video de esta lección.')).toBeInTheDocument();
    // There is no address to open yet.
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();

    backend.recover('storage/object/sign/lms-media');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const signed = container.querySelector('video')!.getAttribute('src')!;
    expect(signed).toContain(`/object/sign/lms-media/${COURSE}/arnes.mp4?token=`);

    fireEvent.error(container.querySelector('video')!);
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByRole('link', { name: 'Abrir en una Pestaña Nueva' })).toHaveAttribute(
      'href',
      signed,
    );
    const signs = backend.requestsTo('storage/object/sign/lms-media', 'POST').length;
    await user.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    expect(backend.requestsTo('storage/object/sign/lms-media', 'POST')).toHaveLength(signs + 1);
  });

  it('shows the YouTube page instead of a player that reports an error, and retries the player', async () => {
    seedCourse();
    const { user } = renderPlayer(`/?leccion=${L2}`);
    const frame = (await screen.findByTitle('Video del arnés')) as HTMLIFrameElement;
    const player = frame.contentWindow!;
    // Not embeddable (150), as the YouTube player reports it to the page.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://www.youtube-nocookie.com',
          source: player,
          data: JSON.stringify({ event: 'onError', info: 150 }),
        }),
      );
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Abrir en una Pestaña Nueva' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(screen.queryByTitle('Video del arnés')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTitle('Video del arnés')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores messages that do not come from the player frame', async () => {
    seedCourse();
    renderPlayer(`/?leccion=${L2}`);
    await screen.findByTitle('Video del arnés');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://www.youtube-nocookie.com',
          source: window,
          data: JSON.stringify({ event: 'onError', info: 150 }),
        }),
      );
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives up on a provider that never answers once its frame loaded (the browser error page loads too)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seedCourse();
    renderPlayer(`/?leccion=${L2}`);
    const frame = (await screen.findByTitle('Video del arnés')) as HTMLIFrameElement;
    const asked = vi.spyOn(frame.contentWindow!, 'postMessage');
    fireEvent.load(frame);
    expect(asked).toHaveBeenCalledWith(
      JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
      'https://www.youtube-nocookie.com',
    );
    act(() => vi.advanceTimersByTime(EMBED_ANSWER_MS - 1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Puede que tu red bloquee el sitio del video/);
  });

  it('keeps a player that answered, and gives a frame that never loads a longer while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seedCourse();
    backend.tables.lessons[1].media_url = 'https://vimeo.com/76979871';
    renderPlayer(`/?leccion=${L2}`);
    const frame = (await screen.findByTitle('Video del arnés')) as HTMLIFrameElement;
    act(() => vi.advanceTimersByTime(EMBED_ANSWER_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.load(frame);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://player.vimeo.com',
          source: frame.contentWindow,
          data: JSON.stringify({ event: 'ready', player_id: 'x' }),
        }),
      );
    });
    act(() => vi.advanceTimersByTime(EMBED_LOAD_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTitle('Video del arnés')).toBe(frame);
  });
});
