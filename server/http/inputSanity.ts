// Text that is no text: a NUL (PostgreSQL cannot store it in text or jsonb, 22021/22P05) or a lone UTF-16
// surrogate (no Unicode character; UTF-8 cannot encode it, so it would be stored as U+FFFD, silently changed).
// Issue 43, finding 2: such a value reached the database and answered 500. It is refused here, in every string
// (values and names) at any depth of a request's body, query and path parameters, before any route's schema
// runs: one hook for every route, whatever its schema says. The two readers that parse inside their handler
// (webflow-submit's form post, secureUpload's streamed multipart fields) hand what they read to the same check.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const MESSAGE = 'enthält ein unzulässiges Zeichen (Nullzeichen oder unvollständiges Unicode-Zeichen)';

/** In unicode mode \p{Cs} matches only a surrogate without its partner (a pair is one code point). */
const UNSAFE = /[\0\p{Cs}]/u;
const unsafe = (text: string) => UNSAFE.test(text);
/** A name as the answer can show it. */
const shown = (key: string) => key.replace(/[\0\p{Cs}]/gu, '\uFFFD');

/** Objects and arrays as the parsers make them; a Buffer (a raw body, read by its route) is no text. */
const walkable = (value: object) => !ArrayBuffer.isView(value);

/** The JSON pointer of the first unsafe string or name, or null (an explicit stack: bodies may be deep). */
export function unsafeTextPath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value === 'string') {
      if (unsafe(next.value)) return next.path || '/';
      continue;
    }
    if (next.value === null || typeof next.value !== 'object' || !walkable(next.value)) continue;
    for (const [key, child] of Object.entries(next.value)) {
      const path = `${next.path}/${shown(key)}`;
      if (unsafe(key)) return path;
      stack.push({ value: child, path });
    }
  }
  return null;
}

/** In the error handler's format for schema errors: "Ungültige Anfrage – name: …", details by path. */
export function unsafeTextError(path: string): AppError {
  const field = path === '/' ? '' : `${path.slice(1).replaceAll('/', '.')}: `;
  return new AppError('VALIDATION_ERROR', 400, `Ungültige Anfrage – ${field}${MESSAGE}`, [
    { path, message: MESSAGE },
  ]);
}

/** Throws VALIDATION_ERROR when any string in the value is unsafe. */
export function refuseUnsafeText(value: unknown): void {
  const path = unsafeTextPath(value);
  if (path !== null) throw unsafeTextError(path);
}

/** For every route: path parameters, query and parsed body, after parsing and before validation. */
export function registerInputSanity(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseUnsafeText(request.params);
    refuseUnsafeText(request.query);
    refuseUnsafeText(request.body);
  });
}
