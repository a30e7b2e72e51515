/** A failed call to our server, carrying its German message and stable error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly details?: unknown;

  constructor(status: number, errorCode: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.details = details;
  }
}

/** errorCode of a request that never reached the server (offline, DNS, connection refused). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/** errorCode of an answer that was not our JSON error shape (e.g. a proxy's HTML error page). */
export const UNEXPECTED_RESPONSE_CODE = 'UNEXPECTED_RESPONSE';

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
