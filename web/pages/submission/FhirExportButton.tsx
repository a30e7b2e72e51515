import { Braces } from 'lucide-react';
import { useState } from 'react';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { fhirTexts } from '../../../common/texts/fhir.ts';
import { fetchFile, saveBlob } from '../../api/fileDownload.ts';
import { Button } from '../../components/Button.tsx';

/**
 * "FHIR exportieren": the request as a FHIR R4 Bundle for the practice software, downloaded like the PDF. Plain
 * state rather than a query mutation: the header is also the magic-link view's, whose first load carries no
 * query cache (bench/web/chunks.test.ts).
 */
export function FhirExportButton({ submissionId }: { submissionId: string }) {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  async function exportFhir() {
    setState('pending');
    try {
      const file = await fetchFile(`/api/submissions/${encodeURIComponent(submissionId)}/fhir`);
      saveBlob(file.blob, file.fileName ?? fhirTexts.fileName(referenceNumber(submissionId)));
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <Button
        variant="secondary"
        onClick={exportFhir}
        loading={state === 'pending'}
        icon={<Braces aria-hidden="true" className="size-4" />}
      >
        {fhirTexts.exportButton}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {fhirTexts.exportFailed}
        </p>
      )}
    </>
  );
}
