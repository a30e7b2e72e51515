import { FileArchive, Trash2 } from 'lucide-react';
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { dataExportTexts } from '../../../common/texts/dataExport.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { BulkDeleteDialog } from '../dashboard/BulkDeleteDialog.tsx';
import { PatientRequestList } from './PatientRequestList.tsx';
import { Section } from './Section.tsx';
import { useDataExport } from './useDataExport.ts';
import { useErasePatientRequests } from './useErasePatientRequests.ts';
import { useRelatedSubmissions } from './useRelatedSubmissions.ts';

const texts = dataExportTexts;

/**
 * "Datenauskunft" (GDPR Art. 15): the ZIP of this request, and the same patient's other requests in this
 * practice (found by e-mail address or phone number) with links, one export of them all and their erasure
 * together (Art. 17: this request and the others, after typing "Löschen"). Staff only.
 */
export function DataExportPanel({ submission }: { submission: SubmissionDetail }) {
  const single = useDataExport(submission.id);
  const all = useDataExport(submission.id);
  const related = useRelatedSubmissions(submission.id);
  const others = related.data ?? [];
  const eraseAll = useErasePatientRequests([submission.id, ...others.map((other) => other.id)]);
  const failed = single.failed || all.failed;

  return (
    <Section
      title={texts.section.title}
      testId="data-export"
      actions={
        <Button
          variant="secondary"
          loading={single.pending}
          onClick={() => void single.download()}
          icon={<FileArchive aria-hidden="true" className="size-4" />}
        >
          {texts.section.button}
        </Button>
      }
    >
      <p className="text-sm text-slate-700">{texts.section.intro}</p>
      {failed && <Alert>{texts.section.failed}</Alert>}

      <div className="flex flex-col gap-2" data-testid="related-submissions">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-slate-900">{texts.related.title}</h3>
          {others.length > 0 && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                loading={all.pending}
                onClick={() => void all.download(others.map((o) => o.id))}
                icon={<FileArchive aria-hidden="true" className="size-4" />}
              >
                {texts.related.exportAll(others.length + 1)}
              </Button>
              <Button
                variant="danger"
                onClick={() => eraseAll.setConfirming(true)}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
              >
                {texts.related.deleteAll(others.length + 1)}
              </Button>
            </div>
          )}
        </div>
        <p className="text-xs text-slate-600">{texts.related.hint}</p>
        {eraseAll.failed && <Alert>{texts.related.deleteFailed}</Alert>}
        <BulkDeleteDialog
          open={eraseAll.confirming}
          onOpenChange={eraseAll.setConfirming}
          count={others.length + 1}
          onConfirm={eraseAll.erase}
          deleting={eraseAll.pending}
        />
        {related.isPending && (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner size="sm" /> {texts.related.loading}
          </p>
        )}
        {related.isError && <Alert onRetry={() => void related.refetch()}>{texts.related.failed}</Alert>}
        {related.isSuccess && others.length === 0 && (
          <p className="text-sm text-slate-700">{texts.related.none}</p>
        )}
        {others.length > 0 && <PatientRequestList submissions={others} />}
      </div>
    </Section>
  );
}
