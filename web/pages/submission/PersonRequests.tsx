import { FileArchive, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { PatientPerson } from '../../../common/schemas/patientRequests.ts';
import { dataExportTexts } from '../../../common/texts/dataExport.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { BulkDeleteDialog } from '../dashboard/BulkDeleteDialog.tsx';
import { PatientRequestList } from './PatientRequestList.tsx';
import { useDataExport } from './useDataExport.ts';
import { useErasePatientRequests } from './useErasePatientRequests.ts';

const texts = dataExportTexts.person;

interface PersonRequestsProps {
  person: PatientPerson;
  /** Whether to say what the person shares with the request open (the detail; a search shares what was asked). */
  showShared?: boolean;
  /** What the user's role in the person's practice allows (issue 44): the export (Datenauskunft), the erasure. */
  canExport: boolean;
  canDelete: boolean;
  /** After an erasure (which never leaves the screen): e.g. ask again, showing what is left. */
  onErased: (deleted: number) => void;
}

/**
 * One person found by an address or a number: the name (as typed in the newest request), the requests, and
 * the export and erasure of exactly these, the buttons naming the person (issue 43: staff choose whose
 * requests by name, never another person's along with them).
 */
export function PersonRequests({
  person,
  showShared = false,
  canExport,
  canDelete,
  onErased,
}: PersonRequestsProps) {
  const headingId = useId();
  const ids = person.submissions.map((s) => s.id);
  const count = ids.length;
  const exportAll = useDataExport(ids[0] ?? '');
  const eraseAll = useErasePatientRequests(ids, { onErased: (result) => onErased(result.deleted.length) });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-testid="patient-person">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
          <h4 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
            {person.name || texts.unnamed}
          </h4>
          <span className="text-sm text-slate-600">
            {texts.count(count)}
            {showShared && person.shared.length > 0 && ` · ${texts.shared(person.shared)}`}
          </span>
        </div>
        {count > 0 && (canExport || canDelete) && (
          <div className="flex flex-wrap gap-2">
            {canExport && (
              <Button
                variant="secondary"
                loading={exportAll.pending}
                onClick={() => void exportAll.download(ids.slice(1))}
                icon={<FileArchive aria-hidden="true" className="size-4" />}
              >
                {texts.exportAll(person.name, count)}
              </Button>
            )}
            {canDelete && (
              <Button
                variant="danger"
                onClick={() => eraseAll.setConfirming(true)}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
              >
                {texts.deleteAll(person.name, count)}
              </Button>
            )}
          </div>
        )}
      </div>
      {exportAll.failed && <Alert>{dataExportTexts.section.failed}</Alert>}
      {eraseAll.failed && <Alert>{texts.deleteFailed(person.name)}</Alert>}
      <PatientRequestList submissions={person.submissions} />
      <BulkDeleteDialog
        open={eraseAll.confirming}
        onOpenChange={eraseAll.setConfirming}
        count={count}
        description={texts.deleteDescription(person.name, count)}
        onConfirm={eraseAll.erase}
        deleting={eraseAll.pending}
      />
    </section>
  );
}
