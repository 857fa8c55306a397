import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { RouteError } from '@/app/routes/route-error';

function Boom(): never {
  throw new Error('Fallo de prueba');
}

describe('route error screen', () => {
  it('shows a Spanish error with the cause and a way back home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Inicio</p> },
        { path: '/roto', element: <Boom />, errorElement: <RouteError /> },
      ],
      { initialEntries: ['/roto'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Ocurrió un error inesperado' })).toBeInTheDocument();
    expect(screen.getByText('Fallo de prueba')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al Inicio' }));
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
  });
});
