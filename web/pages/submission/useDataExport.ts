import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { useFileDownload } from './useFileDownload.ts';

/** The "Datenauskunft" ZIP of a request, with further requests of the same patient when given. */
export function dataExportUrl(id: string, others: readonly string[] = []): string {
  const ids = others.length ? `?ids=${others.map(encodeURIComponent).join(',')}` : '';
  return `/api/submissions/${encodeURIComponent(id)}/data-export${ids}`;
}

/** Downloads a data export under the server's file name (no patient name in it). */
export function useDataExport(id: string) {
  const downloader = useFileDownload();
  return {
    ...downloader,
    download: (others: readonly string[] = []) =>
      downloader.download(
        dataExportUrl(id, others),
        (serverName) => serverName ?? `datenauskunft-${referenceNumber(id)}.zip`,
      ),
  };
}
