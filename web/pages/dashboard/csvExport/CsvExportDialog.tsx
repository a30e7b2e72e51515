import { FileSpreadsheet, ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { lastDays } from '../../../../common/dashboard/csvExportRange.ts';
import type { DashboardParams } from '../../../../common/dashboard/dashboardParams.ts';
import { practiceNow } from '../../../../common/intake/practiceClock.ts';
import type { SessionTenant } from '../../../../common/schemas/session.ts';
import { csvExportTexts } from '../../../../common/texts/csvExport.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { exportCsvUrl, filterSummary } from './exportQuery.ts';
import { useCsvExport } from './useCsvExport.ts';

const texts = csvExportTexts;
const DEFAULT_DAYS = 30;

interface CsvExportDialogProps {
  /** The dashboard's filters as they are shown: the export applies them. */
  params: DashboardParams;
  tenants: readonly SessionTenant[];
}

/**
 * "CSV exportieren" (issue 31): the requests of a range of days under the dashboard's filters as a file for
 * German Excel, without health data unless ticked. The button that opens it and the dialog.
 */
export function CsvExportDialog({ params, tenants }: CsvExportDialogProps) {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState(() => lastDays(practiceNow().day, DEFAULT_DAYS));
  const [health, setHealth] = useState(false);
  const csvExport = useCsvExport();
  const filters = filterSummary(params, tenants);

  // Each opening starts with the last 30 days and without health data.
  function change(next: boolean) {
    if (next) {
      setRange(lastDays(practiceNow().day, DEFAULT_DAYS));
      setHealth(false);
      csvExport.reset();
    }
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void csvExport.run(
      range,
      exportCsvUrl(params, { ...range, health }),
      texts.fileName(range.from, range.to),
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => change(true)}
        icon={<FileSpreadsheet aria-hidden="true" className="size-4" />}
      >
        {texts.open}
      </Button>
      <Modal
        open={open}
        onOpenChange={change}
        title={texts.title}
        description={texts.description}
        closeLabel={texts.close}
        footer={
          <>
            <Button variant="secondary" onClick={() => change(false)}>
              {texts.close}
            </Button>
            <Button type="submit" form="csv-export-form" loading={csvExport.pending}>
              {texts.submit}
            </Button>
          </>
        }
      >
        <form id="csv-export-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={texts.from}
              type="date"
              value={range.from}
              onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
              error={csvExport.fieldErrors.from}
              required
            />
            <TextField
              label={texts.to}
              type="date"
              value={range.to}
              onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
              error={csvExport.fieldErrors.to}
              required
            />
          </div>
          <div className="text-sm text-slate-700">
            <p>{texts.filtersTitle}</p>
            {filters.length > 0 ? (
              <ul className="mt-1 list-disc ps-5">
                {filters.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1">{texts.noFilters}</p>
            )}
          </div>
          <Checkbox
            label={texts.health}
            checked={health}
            onChange={(event) => setHealth(event.target.checked)}
          />
          {health && (
            <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{texts.healthWarning}</span>
            </p>
          )}
          {csvExport.error && <Alert>{csvExport.error}</Alert>}
          <StatusMessage message={csvExport.done ? texts.done : null} />
        </form>
      </Modal>
    </>
  );
}
