import { BACKGROUND_REQUEST_HEADER } from '../../common/sessionSignals.ts';
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, NETWORK_ERROR_CODE, UNEXPECTED_RESPONSE_CODE } from './ApiError.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false for the calls where a 401 is an expected answer rather than an ended session:
   * the login itself, the session probe and the logout.
   */
  handleUnauthorized?: boolean;
  /** Polling no person asked for: the server does not count it as activity (idle timeout). */
  background?: boolean;
}

/** The header that marks a request as background polling, for calls made without apiRequest. */
export const backgroundHeaders = (background: boolean | undefined): Record<string, string> =>
  background ? { [BACKGROUND_REQUEST_HEADER]: '1' } : {};

let unauthorizedHandler: (() => void) | null = null;

/** Registers what happens when the server says the session is gone (set once at start-up). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The server said the session is gone: for calls made without apiRequest (the event stream). */
export function reportUnauthorized(): void {
  unauthorizedHandler?.();
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, handleUnauthorized = true, background } = options;
  const isStateChanging = method !== 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...backgroundHeaders(background) };
  if (isStateChanging) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      // Fastify refuses an empty body declared as JSON, so body-less writes send {}.
      body: isStateChanging ? JSON.stringify(body ?? {}) : undefined,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, generalTexts.networkError);
  }

  if (response.status === 401 && handleUnauthorized) reportUnauthorized();
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(
      response.status,
      UNEXPECTED_RESPONSE_CODE,
      generalTexts.unexpectedResponse(response.status),
    );
  }
}

/** A refused answer as ApiError: our {error, errorCode} shape, else a German "unexpected answer". */
export async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  if (isErrorPayload(payload)) {
    return new ApiError(response.status, payload.errorCode, payload.error, payload.details);
  }
  return new ApiError(
    response.status,
    UNEXPECTED_RESPONSE_CODE,
    generalTexts.unexpectedResponse(response.status),
  );
}

interface ErrorPayload {
  error: string;
  errorCode: string;
  details?: unknown;
}

function isErrorPayload(value: unknown): value is ErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { error, errorCode } = value as Record<string, unknown>;
  return typeof error === 'string' && typeof errorCode === 'string';
}

/** An answer checked against its schema; one that does not fit is an unexpected response. */
export function parseAnswer<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ApiError(200, UNEXPECTED_RESPONSE_CODE, generalTexts.unexpectedResponse(200));
  return result.data;
}
