import { ChevronDown, RefreshCw, ScanSearch, Trash2, X } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { NO_DESK_FILTERS } from '../../../common/dashboard/dashboardParams.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import { generalTexts } from '../../../common/texts/general.ts';
import { isApiError } from '../../api/ApiError.ts';
import { useSession } from '../../api/session.ts';
import { type SubmissionCardData, ZERO_STATS } from '../../api/submissions.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { usePracticeAccess } from '../../hooks/usePracticeAccess.ts';
import { BulkDeleteDialog } from './BulkDeleteDialog.tsx';
import { CsvExportDialog } from './csvExport/CsvExportDialog.tsx';
import { DailyChart } from './DailyChart.tsx';
import { FilterBar } from './FilterBar.tsx';
import { PatientSearchDialog } from './PatientSearchDialog.tsx';
import { SpamScanDialog } from './SpamScanDialog.tsx';
import { StatsCards, type StatsSet } from './StatsCards.tsx';
import { SubmissionList } from './SubmissionList.tsx';
import { SearchField } from './search/SearchField.tsx';
import { TypeCounters } from './TypeCounters.tsx';
import { isConnectionError, NO_TENANT_CODE, useStats, useSubmissionList } from './useDashboardData.ts';
import { useDashboardParams } from './useDashboardParams.ts';
import { useInboxPulse } from './useInboxPulse.ts';
import { useSubmissionActions } from './useSubmissionActions.ts';

const texts = dashboardTexts;
const NO_TENANTS: never[] = [];
const NO_SUBMISSIONS: never[] = [];

/** The staff inbox (spec 000 §2): summary, filters, submission cards, bulk delete, spam scan. */
export function DashboardPage() {
  const session = useSession();
  const user = session.data;
  const tenants = user?.tenants ?? NO_TENANTS;
  const isAdmin = user?.role === 'admin';
  const access = usePracticeAccess();
  const mayDelete = useCallback((tenantId: string) => access.may(tenantId, 'submission.delete'), [access]);
  const { params, setPage, setIncludeSpam, setFormType, setTenant, setDesk } = useDashboardParams(
    tenants,
    isAdmin,
  );

  const list = useSubmissionList(params);
  const { query } = list;
  const noTenant = isApiError(query.error) && query.error.errorCode === NO_TENANT_CODE;
  // Stats, chart and actions follow the debounced filters of the list, not the address as it is typed.
  const listTenant = list.filters.tenant_id ?? null;
  const statsQuery = useStats(listTenant, query.dataUpdatedAt);
  const stats = noTenant ? ZERO_STATS : (statsQuery.data ?? ZERO_STATS);
  const statsLoading = !noTenant && statsQuery.data === undefined && !query.isError;
  const actions = useSubmissionActions(list.filters, listTenant);

  // The live inbox: a new request loads the list (and the stats after it); the tab's title counts new ones.
  const unopened = useInboxPulse(listTenant, list.pulse);
  useEffect(() => {
    document.title = texts.live.title(unopened, generalTexts.documentTitle(texts.title));
  }, [unopened]);
  // On a phone the overview folds away, so the first requests are on the first screen.
  const [overviewOpen, setOverviewOpen] = useState(false);

  const submissions = noTenant
    ? NO_SUBMISSIONS
    : (query.data?.submissions ?? (query.isError ? NO_SUBMISSIONS : undefined));
  // A query's answer renders at once and in one piece (useSyncExternalStore); deferred, the cards render as a
  // transition that React slices, so the page stays responsive while they come (Total Blocking Time).
  const shownSubmissions = useDeferredValue(submissions);
  const pagination = query.data?.pagination;

  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [scanOpen, setScanOpen] = useState(false);

  // A new page or filter starts without a selection (the same empty set when there was none: no render).
  const filterKey = JSON.stringify(list.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger
  useEffect(() => setSelected((current) => (current.size === 0 ? current : new Set())), [filterKey]);

  // A page beyond the end (e.g. after deleting) goes to the last page.
  useEffect(() => {
    if (!pagination || query.isPlaceholderData) return;
    const last = Math.max(1, pagination.totalPages);
    if (params.page > last) setPage(last);
  }, [pagination, params.page, query.isPlaceholderData, setPage]);

  const busyIds = useMemo(() => {
    const ids = new Set<string>();
    if (actions.toggleProcessed.isPending && actions.toggleProcessed.variables)
      ids.add(actions.toggleProcessed.variables.id);
    if (actions.markSpam.isPending && actions.markSpam.variables) ids.add(actions.markSpam.variables.id);
    return ids;
  }, [
    actions.toggleProcessed.isPending,
    actions.toggleProcessed.variables,
    actions.markSpam.isPending,
    actions.markSpam.variables,
  ]);

  // Stable handlers, so the memoized list is not rendered again when only the stats or the chart answer.
  const toggleProcessed = actions.toggleProcessed.mutate;
  const onToggleProcessed = useCallback(
    (s: SubmissionCardData) => toggleProcessed({ id: s.id, isProcessed: !s.is_processed }),
    [toggleProcessed],
  );
  const markSpam = actions.markSpam.mutate;
  const onMarkSpam = useCallback(
    (s: SubmissionCardData, isSpam: boolean) => markSpam({ id: s.id, isSpam }),
    [markSpam],
  );
  const onSelectedChange = useCallback(
    (id: string, value: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (value) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const loadError = query.isError && !noTenant ? query.error : null;
  const loadErrorText = loadError
    ? isConnectionError(loadError)
      ? texts.errors.network
      : texts.errors.load(loadError.message)
    : null;

  const { desk } = params;
  const deskIsClear = JSON.stringify(desk) === JSON.stringify(NO_DESK_FILTERS);
  const statsSet: StatsSet | null = desk.onlySpam
    ? 'spam'
    : desk.state === 'offen' && !desk.kind && !desk.assignee && !desk.unopened
      ? 'open'
      : deskIsClear && !params.formType
        ? 'all'
        : null;
  function showStatsSet(set: StatsSet) {
    if (set === 'spam') setDesk({ ...NO_DESK_FILTERS, onlySpam: true }, null);
    else if (set === 'open') setDesk({ ...NO_DESK_FILTERS, state: 'offen' }, null);
    else setDesk(NO_DESK_FILTERS, null);
  }

  function refresh() {
    void list.refresh();
    void statsQuery.refetch();
  }

  function confirmDelete() {
    actions.deleteMany.mutate([...selected], {
      onSettled: () => {
        setDeleteOpen(false);
        setSelected(new Set());
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={texts.title}
        actions={
          <>
            <PatientSearchDialog tenants={tenants} tenant={listTenant} />
            {(listTenant
              ? access.may(listTenant, 'submission.export')
              : access.mayEverywhere('submission.export')) && (
              <CsvExportDialog params={params} tenants={tenants} />
            )}
            <Button
              variant="secondary"
              onClick={refresh}
              loading={query.isFetching && !query.isPending}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
            >
              {texts.refresh}
            </Button>
            <Button
              onClick={() => setScanOpen(true)}
              icon={<ScanSearch aria-hidden="true" className="size-4" />}
            >
              {texts.startSpamScan}
            </Button>
          </>
        }
      />

      {noTenant && <Alert>{texts.errors.noTenant}</Alert>}

      <SearchField
        tenant={listTenant}
        includeSpam={params.includeSpam || params.desk.onlySpam}
        showPractice={tenants.length > 1}
        className="w-full sm:max-w-xl"
      />
      <p className="sr-only" aria-live="polite">
        {unopened > 0 ? texts.live.newOnes(unopened) : ''}
      </p>
      <Button
        variant="secondary"
        className="sm:hidden"
        aria-expanded={overviewOpen}
        aria-controls="dashboard-overview"
        onClick={() => setOverviewOpen((open) => !open)}
        icon={
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${overviewOpen ? 'rotate-180' : ''}`}
          />
        }
      >
        {texts.stats.statsToggle}
      </Button>
      <div id="dashboard-overview" className={`${overviewOpen ? 'flex' : 'hidden'} flex-col gap-6 sm:flex`}>
        <StatsCards stats={stats} loading={statsLoading} selected={statsSet} onSelect={showStatsSet} />
        <TypeCounters
          stats={stats}
          loading={statsLoading}
          selected={params.formType}
          onSelect={(type) => setFormType(type)}
        />
        {!noTenant && <DailyChart tenant={listTenant} listLoadedAt={query.dataUpdatedAt} />}
      </div>

      <section aria-labelledby="submissions-heading" className="flex flex-col gap-4">
        <h2 id="submissions-heading" className="sr-only">
          {texts.list.label}
        </h2>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <FilterBar
            params={params}
            tenants={tenants}
            showTenantSelect={tenants.length > 1}
            onTenantChange={setTenant}
            onIncludeSpamChange={setIncludeSpam}
            onFormTypeChange={setFormType}
            onDeskChange={setDesk}
          />
          {access.mayAnywhere('submission.delete') && (
            <Button
              variant="danger"
              disabled={selected.size === 0}
              onClick={() => setDeleteOpen(true)}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              {texts.list.deleteSelected(selected.size)}
            </Button>
          )}
        </div>

        <StatusMessage message={actions.success} />
        {actions.alert && (
          <div className="relative">
            <Alert>{actions.alert}</Alert>
            <button
              type="button"
              onClick={actions.dismissAlert}
              aria-label={texts.errors.dismiss}
              className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-focus"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        {loadErrorText && (
          <Alert onRetry={refresh} retrying={query.isFetching}>
            {loadErrorText}
          </Alert>
        )}
        {list.pollingStopped && <p className="text-sm text-slate-700">{texts.list.pollingStopped}</p>}

        {/* data-poll-errors: the consecutive connection errors, so tests can wait for an error to be counted. */}
        <div
          aria-busy={query.isFetching}
          data-poll-errors={list.connectionErrors}
          className={query.isPlaceholderData ? 'opacity-60' : ''}
        >
          <SubmissionList
            submissions={shownSubmissions}
            selected={selected}
            onSelectedChange={onSelectedChange}
            mayDelete={mayDelete}
            onToggleProcessed={onToggleProcessed}
            onMarkSpam={onMarkSpam}
            busyIds={busyIds}
          />
        </div>

        {pagination && !noTenant && pagination.totalCount > 0 && (
          <Pagination
            page={params.page}
            totalPages={pagination.totalPages}
            hasNextPage={pagination.hasNextPage}
            onPageChange={setPage}
            label={texts.pagination.label}
            previousLabel={texts.pagination.previous}
            nextLabel={texts.pagination.next}
            pageOfLabel={texts.pagination.pageOf}
          />
        )}
      </section>

      <BulkDeleteDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        count={selected.size}
        onConfirm={confirmDelete}
        deleting={actions.deleteMany.isPending}
      />
      <SpamScanDialog open={scanOpen} onOpenChange={setScanOpen} />
    </div>
  );
}
