// How long a client may take (issue 27, finding 4): without limits a request that announced 100,000 bytes and
// sent 6 held its socket for good, and unfinished headers were answered only after 77 s. A client that is too
// slow gets 408 with an error id and its socket is closed; the values leave room for a 4 MB prescription sent
// from a phone on a slow line. The README says what a reverse proxy in front should set.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from './errorHandler.ts';

export type HttpTimeouts = {
  /** From the connection (or the end of the previous answer) until the request's headers are complete. */
  headersMs: number;
  /** Until the whole request, body included, has arrived: 4 MB at 280 kbit/s take 120 s. */
  requestMs: number;
  /** No byte in either direction while a request is still arriving (a body that stalled). */
  idleMs: number;
  /** An open connection between two requests. */
  keepAliveMs: number;
  /** How often Node looks for requests past headersMs or requestMs: they end up to this much later. */
  checkEveryMs: number;
};

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 120_000,
  idleMs: 30_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

const REFUSALS: Record<number, ErrorBody & { status: string }> = {
  408: {
    status: 'Request Timeout',
    errorCode: 'REQUEST_TIMEOUT',
    error:
      'Die Anfrage kam nicht rechtzeitig vollständig an. Bitte prüfen Sie die Verbindung und senden Sie erneut.',
  },
  431: {
    status: 'Request Header Fields Too Large',
    errorCode: 'HEADERS_TOO_LARGE',
    error: 'Die Kopfzeilen der Anfrage sind zu groß.',
  },
  400: { status: 'Bad Request', errorCode: 'BAD_REQUEST', error: 'Die Anfrage konnte nicht gelesen werden.' },
};

function rawAnswer(code: keyof typeof REFUSALS): string {
  const { status, errorCode, error } = REFUSALS[code]!;
  const body = JSON.stringify({ error, errorCode });
  return [
    `HTTP/1.1 ${code} ${status}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

/**
 * The server options for Fastify, and `attach` for the server it made. Node enforces headersMs and requestMs
 * (and reports them as client errors, answered here); idleMs is the socket's own timeout, decided here: a
 * request still arriving gets 408, a handler at work on a complete request is left to its own deadlines (an
 * AI call waits at most 30 s), an answer the client stopped reading and an idle keep-alive connection close.
 */
export function httpTimeouts(timeouts: HttpTimeouts) {
  const exchanges = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  // Once our answer has begun, no second one is written into it.
  const answering = (socket: Socket) => exchanges.get(socket)?.res.headersSent === true;
  const refuse = (socket: Socket, code: keyof typeof REFUSALS) => {
    if (socket.writable && !answering(socket)) socket.write(rawAnswer(code));
    socket.destroy();
  };

  return {
    options: {
      requestTimeout: timeouts.requestMs,
      connectionTimeout: timeouts.idleMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      http: {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        connectionsCheckingInterval: timeouts.checkEveryMs,
      },
      clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
        if (error.code === 'ECONNRESET' || socket.destroyed) return;
        if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return refuse(socket, 408);
        refuse(socket, error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);
      },
    },
    attach(server: Server) {
      server.on('request', (req: IncomingMessage, res: ServerResponse) =>
        exchanges.set(req.socket, { req, res }),
      );
      server.on('timeout', (socket: Socket) => {
        const exchange = exchanges.get(socket);
        if (exchange?.res.headersSent || exchange?.res.writableEnded) return socket.destroy();
        if (exchange?.req.complete) return;
        refuse(socket, 408);
      });
    },
  };
}
