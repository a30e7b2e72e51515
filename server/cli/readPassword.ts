// Passwords never come as command-line values (they would stand in the process list and the shell history):
// `--password -` reads the first line of standard input, no --password asks at the terminal without echo.
import { createInterface } from 'node:readline';

export const PASSWORD_FROM_STDIN = '-';

export const passwordValueProblem = (value: string | undefined) =>
  value !== undefined && value !== PASSWORD_FROM_STDIN
    ? '--password nimmt kein Passwort an (es stünde in der Prozessliste und der Shell-Historie): ' +
      '„--password -“ liest es von der Standardeingabe, ohne --password wird es abgefragt.'
    : null;

async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  let typed = '';
  try {
    for await (const chunk of stdin) {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return typed;
        if (char === '\u0003') throw new Error('Abgebrochen.');
        if (char === '\u007f') typed = typed.slice(0, -1);
        else typed += char;
      }
    }
    return typed;
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stderr.write('\n');
  }
}

/** The password for `--password -` or a missing --password (the option's value was checked before). */
export async function readPassword(value: string | undefined): Promise<string> {
  if (value === undefined && process.stdin.isTTY) return promptHidden('Passwort (wird nicht angezeigt): ');
  return firstLineOfStdin();
}
