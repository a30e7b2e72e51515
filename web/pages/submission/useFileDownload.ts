import { useState } from 'react';
import { fetchFile, saveBlob } from '../../api/fileDownload.ts';

/**
 * Fetches a file and hands it to the browser as a download (so a failure can be told in German instead of the
 * browser saving an error page). `fallbackName` is used when the server names none.
 */
export function useFileDownload() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download(url: string, fileName: string | ((serverName: string | null) => string)) {
    setPending(true);
    setFailed(false);
    try {
      const file = await fetchFile(url);
      saveBlob(file.blob, typeof fileName === 'string' ? fileName : fileName(file.fileName));
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { download, pending, failed, dismiss: () => setFailed(false) };
}
