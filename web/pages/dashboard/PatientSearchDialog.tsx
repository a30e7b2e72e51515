import { FileArchive, Search, Trash2, UserSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { SessionTenant } from '../../../common/schemas/session.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import { dataExportTexts } from '../../../common/texts/dataExport.ts';
import { generalTexts } from '../../../common/texts/general.ts';
import { isApiError } from '../../api/ApiError.ts';
import type { SubmissionCardData } from '../../api/submissions.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Select } from '../../components/Select.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { TextField } from '../../components/TextField.tsx';
import { PatientRequestList } from '../submission/PatientRequestList.tsx';
import { useDataExport } from '../submission/useDataExport.ts';
import { useErasePatientRequests } from '../submission/useErasePatientRequests.ts';
import { BulkDeleteDialog } from './BulkDeleteDialog.tsx';
import { type PatientSearchQuery, searchFieldErrors, usePatientSearch } from './usePatientSearch.ts';

const texts = dataExportTexts.patientSearch;

/** The dashboard's practice filter as a choice of the search; without one the first practice. */
function initialPractice(tenants: readonly SessionTenant[], current: string | null): string | null {
  if (current) return tenants.find((t) => t.slug === current || t.id === current)?.slug ?? current;
  return tenants[0]?.slug ?? null;
}

interface PatientSearchDialogProps {
  /** The user's practices (session). */
  tenants: readonly SessionTenant[];
  /** The practice the dashboard shows (uuid or slug), null for all of them. */
  tenant: string | null;
}

/**
 * "Patient:in suchen": one patient's requests in one practice by e-mail address or phone number, without a
 * request open (a patient calls and asks what the practice holds, or asks for erasure), with the export and
 * the erasure of them all (GDPR Art. 15 and 17). The button that opens it and the dialog.
 */
export function PatientSearchDialog({ tenants, tenant }: PatientSearchDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosenPractice, setChosenPractice] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const patientSearch = usePatientSearch();
  const { result } = patientSearch;

  const practice = chosenPractice ?? initialPractice(tenants, tenant);
  const practiceOptions = [
    ...tenants.map((t) => ({ value: t.slug, label: t.name })),
    ...(practice && !tenants.some((t) => t.slug === practice) ? [{ value: practice, label: practice }] : []),
  ];
  const error = result?.isError ? result.error : null;
  const fieldErrors = searchFieldErrors(error) ?? {};
  // The address and the number show their reasons beside them; anything else (the practice too) as a whole.
  const generalError =
    error && !fieldErrors.email && !fieldErrors.phone
      ? (fieldErrors.tenantId ?? (isApiError(error) ? error.message : generalTexts.unexpectedError))
      : null;
  // Asking again helps only when the server was not reached or failed, not when it refused.
  const retryable = error !== null && (!isApiError(error) || error.status === 0 || error.status >= 500);

  // Closing forgets the patient: the next one starts with empty fields.
  function change(next: boolean) {
    if (!next) {
      setEmail('');
      setPhone('');
      setChosenPractice(null);
      patientSearch.clear();
    }
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const query: PatientSearchQuery = { tenantId: practice ?? '' };
    if (email.trim()) query.email = email.trim();
    if (phone.trim()) query.phone = phone.trim();
    patientSearch.search(query);
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        icon={<UserSearch aria-hidden="true" className="size-4" />}
      >
        {texts.open}
      </Button>
      <Modal
        open={open}
        onOpenChange={change}
        title={texts.title}
        description={texts.description}
        closeLabel={texts.close}
        size="lg"
        footer={
          <Button variant="secondary" onClick={() => change(false)}>
            {texts.close}
          </Button>
        }
      >
        <div className="flex flex-col gap-4">
          {practice === null ? (
            <Alert>{dashboardTexts.errors.noTenant}</Alert>
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              {practiceOptions.length > 1 && (
                <Select
                  label={dashboardTexts.filters.tenant}
                  className="sm:w-72"
                  value={practice}
                  onChange={(event) => setChosenPractice(event.target.value)}
                  options={practiceOptions}
                />
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={texts.email}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  error={fieldErrors.email}
                />
                <TextField
                  label={texts.phone}
                  type="tel"
                  autoComplete="off"
                  hint={texts.phoneHint}
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                  error={fieldErrors.phone}
                />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-xs text-slate-600">{texts.hint}</p>
                <Button
                  type="submit"
                  loading={result?.isFetching}
                  icon={<Search aria-hidden="true" className="size-4" />}
                >
                  {texts.submit}
                </Button>
              </div>
            </form>
          )}

          {result?.isPending && (
            <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
              <Spinner size="sm" /> {texts.searching}
            </p>
          )}
          {generalError && (
            <Alert
              title={texts.failed}
              onRetry={retryable ? patientSearch.refresh : undefined}
              retrying={result?.isFetching}
            >
              {generalError}
            </Alert>
          )}
          {result?.data && (
            <PatientResults
              key={patientSearch.attempt}
              submissions={result.data}
              refreshing={result.isFetching}
              onErased={patientSearch.refresh}
            />
          )}
        </div>
      </Modal>
    </>
  );
}

interface PatientResultsProps {
  submissions: SubmissionCardData[];
  refreshing: boolean;
  /** After a deletion: search again, showing what is left (nothing, or what could not be deleted). */
  onErased: () => void;
}

/** The requests found, as links to their detail screens, with their export and erasure together. */
function PatientResults({ submissions, refreshing, onErased }: PatientResultsProps) {
  const ids = submissions.map((s) => s.id);
  const [deleted, setDeleted] = useState<number | null>(null);
  const exportAll = useDataExport(ids[0] ?? '');
  const eraseAll = useErasePatientRequests(ids, {
    onErased: (result) => {
      setDeleted(result.deleted.length);
      onErased();
    },
  });
  const count = submissions.length;

  return (
    <section
      aria-labelledby={count > 0 ? 'patient-search-results' : undefined}
      aria-busy={refreshing}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
      data-testid="patient-search-results"
    >
      <StatusMessage message={deleted ? texts.deleted(deleted) : null} />
      {count > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="patient-search-results" className="text-base font-semibold text-slate-900">
            {texts.results(count)}
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              loading={exportAll.pending}
              onClick={() => void exportAll.download(ids.slice(1))}
              icon={<FileArchive aria-hidden="true" className="size-4" />}
            >
              {dataExportTexts.related.exportAll(count)}
            </Button>
            <Button
              variant="danger"
              onClick={() => eraseAll.setConfirming(true)}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              {dataExportTexts.related.deleteAll(count)}
            </Button>
          </div>
        </div>
      )}
      {exportAll.failed && <Alert>{dataExportTexts.section.failed}</Alert>}
      {eraseAll.failed && <Alert>{dataExportTexts.related.deleteFailed}</Alert>}
      {count === 0 ? (
        <EmptyState title={texts.none} hint={texts.noneHint} />
      ) : (
        <PatientRequestList submissions={submissions} />
      )}
      <BulkDeleteDialog
        open={eraseAll.confirming}
        onOpenChange={eraseAll.setConfirming}
        count={count}
        onConfirm={eraseAll.erase}
        deleting={eraseAll.pending}
      />
    </section>
  );
}
