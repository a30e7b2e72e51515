import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import { adminTenantKeys, deleteTenant, fetchTenantRows, type TenantRow } from '../../../api/adminTenants.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { useTransientMessage } from '../../../hooks/useTransientMessage.ts';
import { ApiDetailsDialog } from './ApiDetailsDialog.tsx';
import { CreateTenantDialog } from './CreateTenantDialog.tsx';
import { DeleteTenantDialog } from './DeleteTenantDialog.tsx';
import { EditTenantDialog } from './EditTenantDialog.tsx';
import { failureOf } from './failure.ts';
import { TenantTable } from './TenantTable.tsx';
import { useDeletionProgress } from './useDeletionProgress.ts';

const texts = adminTenantTexts;

/** The administration's "Mandanten" tab (spec 001 §2.4): the practices, and creating, editing, deleting them. */
export function TenantsTab() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: adminTenantKeys.list(),
    queryFn: ({ signal }) => fetchTenantRows(signal),
  });
  const [message, setMessage] = useTransientMessage();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TenantRow | null>(null);
  const [apiDetails, setApiDetails] = useState<TenantRow | null>(null);
  const [deleting, setDeleting] = useState<TenantRow | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(false);

  const { progress, watch } = useDeletionProgress(list.data, (deletion) =>
    setMessage(texts.delete.done(deletion.name, deletion.counts.submissions)),
  );

  const remove = useMutation({
    mutationFn: (tenant: TenantRow) => deleteTenant(tenant.id),
    onSuccess: (deletion, tenant) => {
      // The row shows its progress at once; the list is read again in the background.
      queryClient.setQueryData<TenantRow[]>(adminTenantKeys.list(), (rows) =>
        rows?.map((row) =>
          row.id === tenant.id
            ? { ...row, deletion: { status: deletion.status, percent: deletion.percent } }
            : row,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: adminTenantKeys.list() });
      watch(tenant.id);
      setDeleting(null);
      setRefocus(true);
      setMessage(texts.delete.started(tenant.name));
    },
  });

  // The deleted row's button (the dialog's opener) is gone: focus goes to the tab's heading, not to nowhere.
  useEffect(() => {
    if (!refocus) return;
    const timer = setTimeout(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected) heading.current?.focus();
      setRefocus(false);
    });
    return () => clearTimeout(timer);
  }, [refocus]);

  const rows = list.data ?? [];
  return (
    <section aria-labelledby="tenants-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tenants-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {texts.list.caption}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void list.refetch()}
            loading={list.isFetching && !list.isPending}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
          >
            {texts.list.refresh}
          </Button>
          <Button onClick={() => setCreating(true)} icon={<Plus aria-hidden="true" className="size-4" />}>
            {texts.list.add}
          </Button>
        </div>
      </div>

      <StatusMessage message={message} />
      {remove.isError && !deleting && <Alert title={texts.delete.failed}>{failureOf(remove.error)}</Alert>}

      {list.isPending ? (
        <SkeletonRows rows={3} label={texts.list.loading} />
      ) : list.isError ? (
        <Alert onRetry={() => void list.refetch()} retrying={list.isFetching}>
          {texts.list.loadFailed}
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Building2 aria-hidden="true" className="size-8" />}
          title={texts.list.empty}
          hint={texts.list.emptyHint}
          action={
            <Button onClick={() => setCreating(true)} icon={<Plus aria-hidden="true" className="size-4" />}>
              {texts.list.add}
            </Button>
          }
        />
      ) : (
        <TenantTable
          rows={rows}
          progress={progress}
          onApiDetails={setApiDetails}
          onEdit={setEditing}
          onDelete={(row) => {
            remove.reset();
            setDeleting(row);
          }}
          onRetryDeletion={(row) => remove.mutate(row)}
          retrying={remove.isPending}
        />
      )}

      <CreateTenantDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(name) => {
          setCreating(false);
          setMessage(texts.create.success(name));
        }}
      />
      <EditTenantDialog
        key={editing?.id ?? 'none'}
        tenant={editing}
        onClose={() => setEditing(null)}
        onSaved={(name) => {
          setEditing(null);
          setMessage(texts.edit.success(name));
        }}
      />
      <ApiDetailsDialog tenant={apiDetails} onClose={() => setApiDetails(null)} />
      <DeleteTenantDialog
        tenant={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(tenant) => remove.mutate(tenant)}
        deleting={remove.isPending}
        error={remove.isError ? failureOf(remove.error) : null}
      />
    </section>
  );
}
