// Files fetched with the session and handed to the browser as downloads (a prescription, a PDF, an export).
// Apart from the submission's calls (submissionDetail.ts), whose answer schemas the dashboard's first load
// would otherwise build at once.
import { generalTexts } from '../../common/texts/general.ts';
import { ApiError, NETWORK_ERROR_CODE } from './ApiError.ts';
import { reportUnauthorized, toApiError } from './client.ts';

/** The file name of a Content-Disposition header: RFC 6266 filename* first, then filename. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!).trim() || null;
}

/** Fetches a file as a blob, with its name from the server; errors as ApiError (401 ends the session). */
export async function fetchFile(url: string): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, generalTexts.networkError);
  }
  if (response.status === 401) reportUnauthorized();
  if (!response.ok) throw await toApiError(response);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; give slow browsers a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
