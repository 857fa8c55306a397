// Port checks: a clear message before anything starts when a port is already taken, and free ports for tests.
import { createServer } from 'node:net';

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      // A missing IPv6 loopback (EADDRNOTAVAIL, EAFNOSUPPORT) does not make the port busy.
      .once('error', (err: NodeJS.ErrnoException) =>
        resolve(!['EADDRINUSE', 'EACCES'].includes(err.code ?? '')),
      )
      .once('listening', () => server.close(() => resolve(true)))
      .listen({ port, host, exclusive: true });
  });
}

// A port counts as taken when either loopback family is busy: the services answer on both.
export async function isPortFree(port: number): Promise<boolean> {
  return (await canListen(port, '127.0.0.1')) && (await canListen(port, '::1'));
}

export async function findTakenPorts(ports: Record<string, number>): Promise<string[]> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) taken.push(`${port} (${name})`);
  }
  return taken;
}

export function takenPortsMessage(taken: string[]): string {
  return [
    `El puerto ${taken.join(', ')} ya está en uso. / Port already in use.`,
    '¿Hay otra copia del portal en marcha? Deténgala (Ctrl-C) o libere el puerto:',
    ...taken.map((t) => `  lsof -i :${t.split(' ')[0]}   # o: ss -ltnp | grep ${t.split(' ')[0]}`),
  ].join('\n');
}

// Asks the OS for an unused port; the small race until the caller binds it is acceptable in tests.
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
  });
}
