import { Download, RefreshCw, ScrollText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { adminAuditTexts } from '../../../../common/texts/adminAudit.ts';
import { fetchAuditCsv, useAuditActions, useAuditPage } from '../../../api/adminAudit.ts';
import { useAdminUsers } from '../../../api/adminUsers.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { InfoBox } from '../../../components/InfoBox.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { usePracticeAccess } from '../../../hooks/usePracticeAccess.ts';
import { useManagedPractices } from '../useManagedPractices.ts';
import { downloadTextFile } from '../users/downloadCsv.ts';
import { failureText } from '../users/failureText.ts';
import { AuditFilters } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';
import { type AuditFilterValues, auditCsvFileName, NO_AUDIT_FILTERS, toAuditQuery } from './auditFilters.ts';

const texts = adminAuditTexts;

/** The administration's Protokoll tab (issue 13): the audit log, filtered on the server, 50 per page. */
export function AuditTab() {
  const [values, setValues] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const parsed = useMemo(() => toAuditQuery(values), [values]);
  // A range that ends before it begins keeps showing the last valid result, with the field marked.
  const [query, setQuery] = useState(() => (parsed === 'range' ? {} : parsed));
  if (parsed !== 'range' && JSON.stringify(parsed) !== JSON.stringify(query)) setQuery(parsed);

  const pageQuery = useAuditPage(query, page);
  const actions = useAuditActions();
  // The platform's users are the platform's: a practice's owner filters by practice and action (issue 44).
  const { isAdmin } = usePracticeAccess();
  const users = useAdminUsers({ enabled: isAdmin });
  const practices = useManagedPractices();

  function changeFilters(next: AuditFilterValues) {
    setValues(next);
    setPage(1);
    setSuccess(null);
  }

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    setSuccess(null);
    try {
      downloadTextFile(auditCsvFileName(texts.csv.fileName), await fetchAuditCsv(query));
      setSuccess(texts.success.exported);
    } catch (error) {
      setExportError(failureText(texts.errors.export, error));
    } finally {
      setExporting(false);
    }
  }

  const data = pageQuery.data;
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-6">
      <h2 id="audit-heading" className="sr-only">
        {texts.heading}
      </h2>
      <InfoBox icon={<ScrollText />} title={texts.intro.title}>
        <p>{texts.intro.body}</p>
      </InfoBox>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <AuditFilters
          values={values}
          users={isAdmin ? (users.data ?? []) : null}
          practices={practices.data ?? []}
          actions={actions.data ?? []}
          rangeError={parsed === 'range' ? texts.errors.range : undefined}
          onChange={changeFilters}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            onClick={() => void pageQuery.refetch()}
            loading={pageQuery.isFetching}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
          >
            {texts.actions.refresh}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={parsed === 'range'}
            icon={<Download aria-hidden="true" className="size-4" />}
          >
            {texts.actions.exportCsv}
          </Button>
        </div>
      </div>

      <StatusMessage message={success} />
      {exportError && <Alert>{exportError}</Alert>}
      {pageQuery.isError && (
        <Alert onRetry={() => void pageQuery.refetch()} retrying={pageQuery.isFetching}>
          {failureText(texts.errors.load, pageQuery.error)}
        </Alert>
      )}

      {pageQuery.isPending ? (
        <SkeletonRows rows={5} label={texts.table.loading} />
      ) : data ? (
        <div className="flex flex-col gap-3">
          <AuditTable entries={data.entries} />
          {(page > 1 || data.pagination.hasNextPage) && (
            <Pagination
              page={page}
              totalPages={page + (data.pagination.hasNextPage ? 1 : 0)}
              hasNextPage={data.pagination.hasNextPage}
              onPageChange={setPage}
              label={texts.pagination.label}
              previousLabel={texts.pagination.previous}
              nextLabel={texts.pagination.next}
              pageOfLabel={(current) => texts.pagination.page(current)}
            />
          )}
        </div>
      ) : null}
    </section>
  );
}
