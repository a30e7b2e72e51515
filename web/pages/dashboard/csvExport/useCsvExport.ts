import { useState } from 'react';
import { exportRangeProblem, MAX_EXPORT_DAYS } from '../../../../common/dashboard/csvExportRange.ts';
import { csvExportTexts } from '../../../../common/texts/csvExport.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { fetchFile, saveBlob } from '../../../api/fileDownload.ts';

const texts = csvExportTexts;

export type FieldErrors = { from?: string; to?: string };

/** The server's field messages (VALIDATION_ERROR details with paths /from and /to). */
function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || !Array.isArray(error.details)) return null;
  const errors: FieldErrors = {};
  for (const detail of error.details as { path?: string; message?: string }[]) {
    if (detail.path === '/from' || detail.path === '/to')
      errors[detail.path.slice(1) as 'from' | 'to'] = detail.message;
  }
  return errors.from || errors.to ? errors : null;
}

/**
 * Checks the range as the server does, then fetches the file and hands it to the browser (as
 * useFileDownload does), keeping the server's German reason when it refuses.
 */
export function useCsvExport() {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  function reset() {
    setFieldErrors({});
    setError(null);
    setDone(false);
  }

  async function run(range: { from: string; to: string }, url: string, fallbackName: string) {
    reset();
    const problem = exportRangeProblem(range.from, range.to);
    if (problem) {
      const message =
        problem.problem === 'rangeTooLong'
          ? texts.errors.rangeTooLong(MAX_EXPORT_DAYS)
          : texts.errors[problem.problem];
      setFieldErrors({ [problem.field]: message });
      return;
    }
    setPending(true);
    try {
      const file = await fetchFile(url);
      saveBlob(file.blob, file.fileName ?? fallbackName);
      setDone(true);
    } catch (caught) {
      const fields = serverFieldErrors(caught);
      if (fields) setFieldErrors(fields);
      else
        setError(
          isApiError(caught) && caught.status > 0 && caught.status < 500 ? caught.message : texts.failed,
        );
    } finally {
      setPending(false);
    }
  }

  return { run, reset, pending, fieldErrors, error, done };
}
