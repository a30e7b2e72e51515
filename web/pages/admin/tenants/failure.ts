import { generalTexts } from '../../../../common/texts/general.ts';
import { isApiError } from '../../../api/ApiError.ts';

/** The server's German reason for a refusal (or the connection problem), shown under the spec's message. */
export const failureOf = (error: unknown): string =>
  isApiError(error) ? error.message : generalTexts.unexpectedError;

/** The form field a refusal names (details.field of the tenant routes), to show the reason beside it. */
export function fieldOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const field = (error.details as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : null;
}
