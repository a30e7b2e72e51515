// The server's request log (pino through Fastify). Never cookies, keys or client addresses; never bodies;
// never query strings (a magic-link code or a search could sit there); never a failed query's bound values
// (errorForLog: its SQL text and SQLSTATE only). Tests pass a stream to read it.
// JSON lines (one object per event) for files, pipes and log collectors; on a terminal readable lines instead
// (terminalLog.ts), with the same redaction.
import type { Writable } from 'node:stream';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import type { Env } from '../env.ts';
import { errorForLog } from './databaseError.ts';
import { routineAsDebug, terminalStream } from './terminalLog.ts';

/**
 * Fastify's logger options. `stream` is where the lines go, and where text is written that must come after
 * them (the start banner): pino's own standard-output writer is asynchronous, console.log could overtake it.
 */
export const serverLogger = (level: Env['LOG_LEVEL'], stream?: Writable) => {
  const rules = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.apikey'],
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      err: errorForLog,
    },
  };
  const out = stream ?? process.stdout;
  if ((out as { isTTY?: boolean }).isTTY)
    return { ...rules, stream: terminalStream(out), hooks: { logMethod: routineAsDebug } };
  // Without a stream: the writer pino would make itself, named so the banner can follow the lines.
  return { ...rules, stream: stream ?? pino.destination({ dest: 1, sync: false }) };
};

/**
 * One line per answered request, naming it (Fastify's default writes two: "incoming request", then "request
 * completed" without method and path). Halves the log's cost on the intake's hot path.
 */
export class AccessLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
