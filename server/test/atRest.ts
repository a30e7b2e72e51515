// What the attacker tests share (health data at rest, issue 13/15): every file under a DATA_DIR to search,
// the server's real log captured, and marker words no corpus or fixture contains.
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The lines the server's logger writes (pass `stream` as createTestContext's logStream). */
export function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines };
}

/** Random lower-case letters: kept whole by the tokenizer, found by a plain byte search. */
export const randomLetters = (count = 8) =>
  [...randomBytes(count)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
