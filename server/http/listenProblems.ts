// When the server cannot open its address (PORT, HOST): what a person reads instead of a `listen EADDRINUSE`
// stack. main.ts tries the address before anything is created, so a start that cannot serve changes nothing
// (a first admin whose one-time password nobody saw would be lost); the real listen says the same if the address
// was taken in between.
import { createServer } from 'node:net';

export type Address = { port: number; host: string };

/** Opens and closes the address: null when it can be served, else the error listen() would give. */
export function tryAddress({ port, host }: Address): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** The first free port after `port` on the host (up to 20 on), to suggest; else simply the next one. */
export async function freePortAfter({ port, host }: Address): Promise<number> {
  for (let next = port + 1; next <= Math.min(port + 20, 65535); next++)
    if (!(await tryAddress({ port: next, host }))) return next;
  return Math.min(port + 1, 65535);
}

/** German lines for the errors a person can fix by choosing another address; undefined for anything else. */
export function listenProblem(
  error: unknown,
  { port, host }: Address,
  suggestedPort = port + 1,
): string | undefined {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return (
        `Port ${port} ist belegt: ein anderes Programm (vielleicht ein schon laufendes Praxisdesk) verwendet ihn.\n` +
        `Mit einem anderen Port starten, z. B.: PORT=${suggestedPort} npm start`
      );
    case 'EACCES':
      return port < 1024
        ? `Port ${port} darf nur mit Administratorrechten geöffnet werden (Ports unter 1024).\n` +
            'Einen Port ab 1024 wählen, z. B.: PORT=3000 npm start – für Port 80 oder 443 einen Reverse-Proxy davorsetzen.'
        : `Keine Berechtigung, Port ${port} zu öffnen.\nEinen anderen Port wählen, z. B.: PORT=${suggestedPort} npm start`;
    case 'EADDRNOTAVAIL':
      return (
        `HOST=${host}: diese Adresse gehört zu keiner Netzwerkschnittstelle dieses Rechners.\n` +
        'Für alle Schnittstellen HOST=0.0.0.0 (Voreinstellung), nur für diesen Rechner z. B.: HOST=127.0.0.1 npm start'
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return (
        `HOST=${host}: dieser Rechnername ist unbekannt.\n` +
        'Eine Adresse dieses Rechners angeben, z. B.: HOST=127.0.0.1 npm start (oder HOST weglassen: alle Schnittstellen)'
      );
    default:
      return undefined;
  }
}
