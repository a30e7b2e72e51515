// PGlite runs postgres inside the server's own thread: a statement is synchronous WebAssembly, and the
// promises around it resolve as microtasks, so a chain of statements (a transaction, a job's queries) never
// lets the event loop turn. Node (libuv ≥ 1.45) accepts one new connection per turn of the loop, so under
// load new connections queued for seconds behind 50-ms turns (issue 14: a connection's first request
// 1.7–2.7 s, the others ~100 ms; strace showed one accept4 per epoll_wait with ~35 connections waiting).
// Here every protocol round trip first checks how long the current turn has run and, past the budget,
// waits for the next one, so accepting and reading requests goes on between statements.
import type { PGlite } from '@electric-sql/pglite';

/** How long PGlite may hold one turn of the event loop before it lets I/O in. */
const TURN_BUDGET_MS = 2;

export function yieldBetweenStatements(client: PGlite): void {
  let turnStartedAt: number | null = null;
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function waitIfTurnIsLong() {
    const now = performance.now();
    if (turnStartedAt === null) {
      turnStartedAt = now;
      // Cleared when the loop reaches its check phase: the next statement starts a new turn's budget.
      setImmediate(() => {
        turnStartedAt = null;
      });
      return;
    }
    if (now - turnStartedAt >= TURN_BUDGET_MS) await nextTurn();
  }

  const execProtocolRaw = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (message, options) => {
    await waitIfTurnIsLong();
    return execProtocolRaw(message, options);
  };
}
