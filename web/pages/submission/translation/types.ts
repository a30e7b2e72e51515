// What the detail view is given for the machine translation (issue 29): a module of its own, without React
// Query, so whatever imports the type carries none of the staff page's calls.
import type { Translation } from '../../../../common/schemas/translation.ts';

export interface TranslationView {
  /** The request's language in German ("Türkisch"). */
  languageName: string;
  /** undefined while it loads; false: no AI provider configured, nothing is offered. */
  available: boolean | undefined;
  translation: Translation | null;
  /** The stored translation could not be loaded. */
  loadFailed: boolean;
  onRetryLoad: () => void;
  /** regenerate: anew although one is stored. */
  onTranslate: (regenerate: boolean) => void;
  pending: boolean;
  /** The server's German message of a failed translation. */
  error: string | null;
}
