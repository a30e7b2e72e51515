import { createServer, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from './connect.ts';

// The embedded database as the server opens it (connect.ts wires in yieldingPglite.ts).
describe('PGlite between statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await connectDatabase({ dataDir: null });
  });
  afterAll(() => database.close());

  const chain = async (statements: number, inTransaction: boolean) => {
    if (!inTransaction) {
      for (let i = 0; i < statements; i++) await database.executeSql('select $1::int as n', [i]);
      return;
    }
    await database.transaction(async (execute) => {
      for (let i = 0; i < statements; i++) await execute('select $1::int as n', [i]);
    });
  };

  it.each([false, true])(
    'lets the event loop turn during a long chain of statements (transaction: %s)',
    async (tx) => {
      let done = 0;
      let turnsDuringChain = 0;
      const running = chain(3000, tx).then(() => {
        done = 1;
      });
      // A check-phase callback that counts how often the loop turns while the chain is unfinished.
      const count = () => {
        if (done) return;
        turnsDuringChain += 1;
        setImmediate(count);
      };
      setImmediate(count);
      await running;
      expect(turnsDuringChain).toBeGreaterThan(5);
    },
  );

  it('accepts new connections while statements run', async () => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    let accepted = 0;
    server.on('connection', () => {
      accepted += 1;
    });
    let acceptedBeforeChainEnded = -1;
    const running = chain(3000, true).then(() => {
      acceptedBeforeChainEnded = accepted;
    });
    // Ten clients connect while the chain runs; the kernel completes their handshakes either way.
    for (let i = 0; i < 10; i++) tcpConnect(port, '127.0.0.1').on('error', () => {});
    await running;
    server.close();
    expect(acceptedBeforeChainEnded).toBeGreaterThan(0);
  });
});
