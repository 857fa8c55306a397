import { act, screen, waitFor } from '@testing-library/react';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../app/preload-routes';
import { registerAccounts } from '../../helpers/accounts';
import { fakeFirebase, identity } from '../../helpers/fake-firebase';
import { renderApp } from '../../kit/render';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  registerAccounts();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('account-action screen', () => {
  it('resets the password with a valid link, then goes to /login', async () => {
    fakeFirebase.addResetCode('code-1', 'cliente.a@portal.demo');
    const app = renderApp('/reset-password?mode=resetPassword&oobCode=code-1');
    expect(await screen.findByText('cliente.a@portal.demo')).toBeInTheDocument();
    // The rules are shown up front, before any failure, and the failure message then replaces them.
    const hint =
      'Mínimo 8 caracteres, con una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).';
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(hint);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Nueva contraseña'), 'corta');
    await app.user.type(screen.getByLabelText('Confirmar contraseña'), 'corta');
    await app.user.click(screen.getByRole('button', { name: 'Restablecer Contraseña' }));
    expect(
      await screen.findByText(
        'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();

    await app.user.clear(screen.getByLabelText('Nueva contraseña'));
    await app.user.clear(screen.getByLabelText('Confirmar contraseña'));
    await app.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva#2026');
    await app.user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva#2025');
    await app.user.click(screen.getByRole('button', { name: 'Restablecer Contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(identity.confirmPasswordReset).not.toHaveBeenCalled();

    await app.user.clear(screen.getByLabelText('Confirmar contraseña'));
    await app.user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva#2026');
    await app.user.click(screen.getByRole('button', { name: 'Restablecer Contraseña' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(identity.confirmPasswordReset).toHaveBeenCalledWith('code-1', 'Nueva#2026');
    expect(fakeFirebase.account('cliente.a@portal.demo')?.password).toBe('Nueva#2026');
    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
  });

  it('shows a link refused on submit in the form and lets the person try again', async () => {
    fakeFirebase.addResetCode('code-3', 'admin@portal.demo');
    identity.confirmPasswordReset.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/expired-action-code' }),
    );
    const app = renderApp('/reset-password?mode=resetPassword&oobCode=code-3');
    await app.user.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva#2026');
    await app.user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva#2026');
    await app.user.click(screen.getByRole('button', { name: 'Restablecer Contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace ha expirado. Solicita uno nuevo.');
    expect(app.location()).toBe('/reset-password?mode=resetPassword&oobCode=code-3');
    expect(screen.getByRole('button', { name: 'Restablecer Contraseña' })).toBeEnabled();
  });

  it('shows Actualizando... while the new password is saved', async () => {
    fakeFirebase.addResetCode('code-2', 'admin@portal.demo');
    identity.confirmPasswordReset.mockImplementationOnce(() => new Promise(() => {}));
    const app = renderApp('/reset-password?mode=resetPassword&oobCode=code-2');
    await app.user.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva#2026');
    await app.user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva#2026');
    await app.user.click(screen.getByRole('button', { name: 'Restablecer Contraseña' }));
    expect(await screen.findByRole('button', { name: 'Actualizando...' })).toBeDisabled();
  });

  it.each([
    ['expired-1', 'El enlace ha expirado. Solicita uno nuevo.'],
    ['no-existe', 'El enlace es inválido. Solicita uno nuevo.'],
  ])('explains a failing reset link (%s) and offers the way to login', async (code, text) => {
    const app = renderApp(`/reset-password?mode=resetPassword&oobCode=${code}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Ir a Iniciar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('applies a verifyEmail code and goes to /login', async () => {
    fakeFirebase.addResetCode('verify-1', 'nuevo@portal.demo');
    const app = renderApp('/reset-password?mode=verifyEmail&oobCode=verify-1');
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(identity.applyActionCode).toHaveBeenCalledTimes(1);
    expect(identity.applyActionCode).toHaveBeenCalledWith('verify-1');
  });

  it('checks and applies a recoverEmail code', async () => {
    fakeFirebase.addResetCode('recover-1', 'nuevo@portal.demo');
    const app = renderApp('/reset-password?mode=recoverEmail&oobCode=recover-1');
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(identity.checkActionCode).toHaveBeenCalledWith('recover-1');
    expect(identity.applyActionCode).toHaveBeenCalledWith('recover-1');
  });

  it('reports a failed email verification', async () => {
    renderApp('/reset-password?mode=verifyEmail&oobCode=expired-2');
    expect(
      await screen.findByText('Error al verificar el correo. El enlace ha expirado. Solicita uno nuevo.'),
    ).toBeInTheDocument();
  });

  it('shows the invalid-link message for a missing or unknown mode and redirects after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = renderApp('/reset-password?mode=otraCosa&oobCode=x');
    expect(await screen.findByText('El enlace es inválido. Solicita uno nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a Iniciar Sesión' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(app.location()).toBe('/reset-password?mode=otraCosa&oobCode=x');
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(identity.applyActionCode).not.toHaveBeenCalled();
  });
});
