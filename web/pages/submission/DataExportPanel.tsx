import { FileArchive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { dataExportTexts } from '../../../common/texts/dataExport.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { BulkDeleteDialog } from '../dashboard/BulkDeleteDialog.tsx';
import { PatientRequestList } from './PatientRequestList.tsx';
import { PersonRequests } from './PersonRequests.tsx';
import { Section } from './Section.tsx';
import { useDataExport } from './useDataExport.ts';
import { useErasePatientRequests } from './useErasePatientRequests.ts';
import { useRelatedSubmissions } from './useRelatedSubmissions.ts';

const texts = dataExportTexts;

/**
 * "Datenauskunft" (GDPR Art. 15): the ZIP of this request, and the same person's other requests in this
 * practice (same name, and the same e-mail address or phone number) with links, one export of them all and
 * their erasure together (Art. 17: this request and the others, after typing "Löschen"). Below them, apart,
 * other people who gave the same address or number (a family's number, issue 43), each with buttons of their
 * own that name them: "Alle …" never covers another person. Staff only.
 */
export function DataExportPanel({
  submission,
  canDelete,
}: {
  submission: SubmissionDetail;
  /** Whether the user's role may erase the requests too (issue 44). */
  canDelete: boolean;
}) {
  const single = useDataExport(submission.id);
  const all = useDataExport(submission.id);
  const related = useRelatedSubmissions(submission.id);
  const own = related.data?.submissions ?? [];
  const otherPeople = related.data?.others ?? [];
  const eraseAll = useErasePatientRequests([submission.id, ...own.map((request) => request.id)]);
  const [erasedOther, setErasedOther] = useState<string | null>(null);
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
          {own.length > 0 && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                loading={all.pending}
                onClick={() => void all.download(own.map((o) => o.id))}
                icon={<FileArchive aria-hidden="true" className="size-4" />}
              >
                {texts.related.exportAll(own.length + 1)}
              </Button>
              {canDelete && (
                <Button
                  variant="danger"
                  onClick={() => eraseAll.setConfirming(true)}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                >
                  {texts.related.deleteAll(own.length + 1)}
                </Button>
              )}
            </div>
          )}
        </div>
        <p className="text-xs text-slate-600">{texts.related.hint}</p>
        {eraseAll.failed && <Alert>{texts.related.deleteFailed}</Alert>}
        <BulkDeleteDialog
          open={eraseAll.confirming}
          onOpenChange={eraseAll.setConfirming}
          count={own.length + 1}
          onConfirm={eraseAll.erase}
          deleting={eraseAll.pending}
        />
        {related.isPending && (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner size="sm" /> {texts.related.loading}
          </p>
        )}
        {related.isError && <Alert onRetry={() => void related.refetch()}>{texts.related.failed}</Alert>}
        {related.isSuccess && own.length === 0 && (
          <p className="text-sm text-slate-700">{texts.related.none}</p>
        )}
        {own.length > 0 && <PatientRequestList submissions={own} />}
      </div>

      <StatusMessage message={erasedOther} />
      {otherPeople.length > 0 && (
        <div
          className="flex flex-col gap-3 border-t border-slate-200 pt-4"
          data-testid="related-other-people"
        >
          <h3 className="text-base font-semibold text-slate-900">{texts.otherPeople.title}</h3>
          <p className="text-xs text-slate-600">{texts.otherPeople.hint}</p>
          <div className="flex flex-col divide-y divide-slate-100 [&>*]:py-2">
            {otherPeople.map((person) => (
              <PersonRequests
                key={person.submissions[0]?.id ?? person.name}
                person={person}
                showShared
                canExport
                canDelete={canDelete}
                onErased={(deleted) => {
                  setErasedOther(texts.person.deleted(person.name, deleted));
                  void related.refetch();
                }}
              />
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}
