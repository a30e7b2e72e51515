// The log on a terminal (`npm start` in a shell): one readable line per event, formatted by pino-pretty, instead
// of the JSON lines that files, pipes and log collectors get (logger.ts). The same events, the same redaction;
// routine ones (each answered request, Fastify's "Server listening" lines, which the start banner says better)
// are debug lines here, so a terminal at LOG_LEVEL=info shows what a person needs to see.
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyLogFn } from 'fastify';
import pinoPretty from 'pino-pretty';

const LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARNUNG',
  50: 'FEHLER',
  60: 'FATAL',
};

/** Said by the line's text (or the same on every line): not repeated as key=value. */
const IN_THE_TEXT = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

const MAX_VALUE = 200;

type Colors = Parameters<pinoPretty.MessageFormatFunc>[3]['colors'];
type LogLine = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
};

/** A stream for pino that writes each line readable to `out`, synchronously (the start banner comes after). */
export function terminalStream(out: Writable & { hasColors?: () => boolean }) {
  const pretty = pinoPretty.prettyFactory({
    colorize: out.hasColors?.() ?? false,
    translateTime: 'SYS:HH:MM:ss',
    hideObject: true,
    ignore: 'pid,hostname',
    customPrettifiers: {
      time: (time) => String(time),
      level: (level, _key, _log, { colors }) => paint(colors, Number(level))(LABELS[Number(level)] ?? 'LOG'),
    },
    messageFormat: (log) => lineText(log as LogLine),
  });
  return {
    // pino writes one JSON object per line; other text (the start banner) goes out as it is.
    write(chunk: string) {
      const line = chunk.startsWith('{') ? pretty(chunk) : chunk;
      if (line) out.write(line);
    },
  };
}

function paint(colors: Colors, level: number): (text: string) => string {
  if (level >= 50) return colors.red;
  if (level >= 40) return colors.yellow;
  if (level >= 30) return colors.green;
  return colors.gray;
}

/** "message – GET /api/x → 200 (3 ms) – error (key=value, …)"; an error's stack on the lines below. */
function lineText(log: LogLine): string {
  const request = log.req
    ? `${log.req.method} ${log.req.url} → ${log.res?.statusCode ?? '–'} (${log.responseTime ?? '?'} ms)`
    : undefined;
  const said = [
    log.msg === 'request completed' && request ? '' : String(log.msg ?? ''),
    request,
    log.err?.message,
  ];
  const fields = Object.entries(log)
    .filter(([key, value]) => !IN_THE_TEXT.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${shorten(typeof value === 'string' ? value : JSON.stringify(value))}`);
  const text = oneLine(said.filter(Boolean).join(' – ') + (fields.length ? ` (${fields.join(', ')})` : ''));
  // Below an error, its stack's frames (the stack's first line repeats the message).
  const frames = Number(log.level) >= 50 ? (log.err?.stack?.split('\n').slice(1) ?? []) : [];
  return [text, ...frames.map((frame) => `    ${oneLine(frame.trim())}`)].join('\n');
}

function shorten(value: string): string {
  return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value;
}

/** Control characters (a newline in an error message, an escape sequence) could forge lines or colours. */
function oneLine(text: string): string {
  return text.replace(/\p{Cc}/gu, ' ');
}

const isRoutine = (message: unknown) =>
  message === 'request completed' ||
  (typeof message === 'string' && message.startsWith('Server listening at '));

/** pino's logMethod hook: routine info lines are logged at debug instead. */
export function routineAsDebug(
  this: FastifyBaseLogger,
  args: Parameters<FastifyLogFn>,
  method: FastifyLogFn,
  level: number,
) {
  if (level === 30 && isRoutine(typeof args[0] === 'string' ? args[0] : args[1]))
    return this.debug(...(args as [object, string]));
  return method.apply(this, args);
}
