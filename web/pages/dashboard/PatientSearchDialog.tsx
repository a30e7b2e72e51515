import { Search, UserSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { PatientPerson } from '../../../common/schemas/patientRequests.ts';
import type { SessionTenant } from '../../../common/schemas/session.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import { dataExportTexts } from '../../../common/texts/dataExport.ts';
import { generalTexts } from '../../../common/texts/general.ts';
import { isApiError } from '../../api/ApiError.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Select } from '../../components/Select.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { TextField } from '../../components/TextField.tsx';
import { usePracticeAccess } from '../../hooks/usePracticeAccess.ts';
import { PersonRequests } from '../submission/PersonRequests.tsx';
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
 * request open (a patient calls and asks what the practice holds, or asks for erasure), by person, with the
 * export and the erasure of one person's requests (GDPR Art. 15 and 17). The button that opens it and the dialog.
 */
export function PatientSearchDialog({ tenants, tenant }: PatientSearchDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosenPractice, setChosenPractice] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const patientSearch = usePatientSearch();
  const { result } = patientSearch;
  const access = usePracticeAccess();

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
              people={result.data}
              canExport={access.may(patientSearch.searchedTenant, 'submission.dataExport')}
              canDelete={access.may(patientSearch.searchedTenant, 'submission.delete')}
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
  people: PatientPerson[];
  /** What the user's role in the searched practice allows (issue 44). */
  canExport: boolean;
  canDelete: boolean;
  refreshing: boolean;
  /** After a deletion: search again, showing what is left (nothing, or what could not be deleted). */
  onErased: () => void;
}

/**
 * Everyone found, one block per person (same name, and the address or number searched for): each with the
 * links to their requests and the export and erasure of exactly those, named (issue 43: one family's number
 * finds several people, and staff choose whose requests by name).
 */
function PatientResults({ people, canExport, canDelete, refreshing, onErased }: PatientResultsProps) {
  const [deleted, setDeleted] = useState<string | null>(null);
  const count = people.reduce((sum, person) => sum + person.submissions.length, 0);

  return (
    <section
      aria-labelledby={count > 0 ? 'patient-search-results' : undefined}
      aria-busy={refreshing}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
      data-testid="patient-search-results"
    >
      <StatusMessage message={deleted} />
      {count > 0 && (
        <>
          <h3 id="patient-search-results" className="text-base font-semibold text-slate-900">
            {texts.results(count)}
          </h3>
          <p className="text-xs text-slate-600">{texts.people}</p>
        </>
      )}
      {count === 0 ? (
        <EmptyState title={texts.none} hint={texts.noneHint} />
      ) : (
        <div className="flex flex-col divide-y divide-slate-100 [&>*]:py-2">
          {people.map((person) => (
            <PersonRequests
              key={person.submissions[0]?.id ?? person.name}
              person={person}
              canExport={canExport}
              canDelete={canDelete}
              onErased={(n) => {
                setDeleted(dataExportTexts.person.deleted(person.name, n));
                onErased();
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
