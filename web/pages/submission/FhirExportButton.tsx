import { useMutation } from '@tanstack/react-query';
import { Braces } from 'lucide-react';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { fhirTexts } from '../../../common/texts/fhir.ts';
import { fetchFile, saveBlob } from '../../api/fileDownload.ts';
import { Button } from '../../components/Button.tsx';

/** "FHIR exportieren": the request as a FHIR R4 Bundle for the practice software, downloaded like the PDF. */
export function FhirExportButton({ submissionId }: { submissionId: string }) {
  const exportFhir = useMutation({
    mutationFn: async () => {
      const file = await fetchFile(`/api/submissions/${encodeURIComponent(submissionId)}/fhir`);
      saveBlob(file.blob, file.fileName ?? fhirTexts.fileName(referenceNumber(submissionId)));
    },
  });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => exportFhir.mutate()}
        loading={exportFhir.isPending}
        icon={<Braces aria-hidden="true" className="size-4" />}
      >
        {fhirTexts.exportButton}
      </Button>
      {exportFhir.isError && (
        <p role="alert" className="text-sm text-red-700">
          {fhirTexts.exportFailed}
        </p>
      )}
    </>
  );
}
