import { isApiError } from '../../../api/ApiError.ts';

/**
 * The spec's message for a failed action, followed by the server's reason when it gave one (a guard such as
 * "Der letzte aktive Administrator …", a taken e-mail, or the connection error).
 */
export function failureText(specMessage: string, error: unknown): string {
  return isApiError(error) && error.message ? `${specMessage} ${error.message}` : specMessage;
}
