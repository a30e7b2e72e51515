// A failed query as the log may show it: its SQL text and SQLSTATE, never what was bound to it (issue 43,
// finding 2: the error line of a failed login update held a staff e-mail and an argon2 hash). drizzle's
// DrizzleQueryError carries `params` and repeats them in its message ("params: …") and stack; PGlite's errors
// carry `params` and `queryOptions`; PostgreSQL's own fields `detail` ("Key (email)=(…)"), `where`
// ("portal parameter $1 = '…'") and `hint`, and often its message ('invalid input syntax for type uuid: "…"'),
// quote values. Every logged error goes through errorForLog (the logger's `err` serializer), so no path can
// write them.
import pino from 'pino';

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Fields of a driver's error that may hold a bound or stored value. */
const VALUE_FIELDS = ['params', 'parameters', 'queryOptions', 'detail', 'where', 'hint'];

type Serialized = Record<string, unknown> & { message?: string; stack?: string };

const isDatabaseError = (e: Record<string, unknown>) =>
  typeof e.severity === 'string' && typeof e.code === 'string' && SQLSTATE.test(e.code);

/** The SQLSTATE of a database error, or of the one it wraps (drizzle keeps the driver's as `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const fields = e as Record<string, unknown>;
    if (isDatabaseError(fields)) return fields.code as string;
    e = fields.cause;
  }
  return undefined;
}

/** The stack's frames under a new first line (the old one repeated the message). */
function restack(stack: unknown, message: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [message, ...frames].join('\n');
}

function scrub(e: Serialized, depth: number): Serialized {
  if (depth > 5) return { type: e.type, message: '(weitere Ursachen ausgelassen)' };
  const query = typeof e.query === 'string' ? e.query : undefined;
  let message = e.message;
  if (isDatabaseError(e)) message = `SQLSTATE ${e.code as string}`;
  else if (query !== undefined || 'params' in e) message = query ? `Failed query: ${query}` : 'Failed query';
  for (const field of VALUE_FIELDS) delete e[field];
  if (message !== e.message) {
    e.message = message;
    e.stack = restack(e.stack, `${e.type ?? 'Error'}: ${message}`);
  }
  if (e.cause && typeof e.cause === 'object') e.cause = scrub(e.cause as Serialized, depth + 1);
  if (Array.isArray(e.aggregateErrors))
    e.aggregateErrors = e.aggregateErrors.map((inner) => scrub(inner as Serialized, depth + 1));
  return e;
}

/** pino's error serializer (type, message, stack, own fields, each cause apart), without any bound or stored value. */
export function errorForLog(error: Error): pino.SerializedError {
  const serialized: unknown = pino.stdSerializers.errWithCause(error);
  return (
    serialized && typeof serialized === 'object' ? scrub(serialized as Serialized, 0) : serialized
  ) as pino.SerializedError;
}

/** An error's message as a log line or a stored job failure may hold it. */
export function errorMessageForLog(error: unknown): string {
  const serialized = errorForLog(error as Error) as Serialized | undefined;
  return typeof serialized?.message === 'string' ? serialized.message : String(error);
}
