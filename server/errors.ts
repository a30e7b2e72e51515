// Error factories with stable ids. Routes throw these; one handler (app.ts) maps them to HTTP.
export class AppError extends Error {
  constructor(
    readonly id: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const errors = {
  badRequest: (message = 'Ungültige Anfrage.', details?: unknown) =>
    new AppError('BAD_REQUEST', 400, message, details),
  unauthenticated: (message = 'Nicht authentifiziert') => new AppError('UNAUTHENTICATED', 401, message),
  forbidden: (message = 'Dafür fehlen Ihnen die Berechtigungen.') => new AppError('FORBIDDEN', 403, message),
  originMismatch: () => new AppError('ORIGIN_MISMATCH', 403, 'Anfrage von einer fremden Herkunft abgelehnt.'),
  jsonOnly: () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Diese Schnittstelle nimmt nur JSON an.'),
  notFound: (message = 'Nicht gefunden.') => new AppError('NOT_FOUND', 404, message),
  conflict: (message: string) => new AppError('CONFLICT', 409, message),
  payloadTooLarge: (message = 'Die Anfrage ist zu groß.') => new AppError('PAYLOAD_TOO_LARGE', 413, message),
  invalidCredentials: () =>
    new AppError(
      'INVALID_CREDENTIALS',
      401,
      'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
    ),
  tooManyLoginAttempts: () =>
    new AppError(
      'TOO_MANY_LOGIN_ATTEMPTS',
      429,
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    ),
  serverBusy: () =>
    new AppError(
      'SERVER_BUSY',
      503,
      'Der Server ist gerade stark ausgelastet. Bitte versuchen Sie es in einer Minute erneut.',
    ),
  rateLimited: (message = 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.') =>
    new AppError('RATE_LIMITED', 429, message),
  internal: () =>
    new AppError(
      'INTERNAL',
      500,
      'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    ),
};
