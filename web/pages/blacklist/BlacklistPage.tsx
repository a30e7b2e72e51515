import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { blacklistTexts, hashPrefix } from '../../../common/texts/blacklist.ts';
import { layoutTexts } from '../../../common/texts/layout.ts';
import type { BlacklistEntry } from '../../api/blacklist.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { AddIpForm } from './AddIpForm.tsx';
import { BlacklistInfo } from './BlacklistInfo.tsx';
import { BlacklistTable } from './BlacklistTable.tsx';
import { useBlacklist } from './useBlacklist.ts';

const texts = blacklistTexts;

/** /blacklist (admins only, spec 001 §2.3): blocked address hashes, newest first; add and remove. */
export function BlacklistPage() {
  const blacklist = useBlacklist();
  const { list, remove } = blacklist;
  const [removing, setRemoving] = useState<BlacklistEntry | null>(null);
  const entries = list.data?.entries;
  const total = list.data?.total ?? 0;

  // A removed row takes its button (the dialog's opener, where focus returns) with it once the list is read
  // again: then focus goes to the list's heading instead of getting lost.
  const entriesHeading = useRef<HTMLHeadingElement>(null);
  const [removedHash, setRemovedHash] = useState<string | null>(null);
  useEffect(() => {
    if (!removedHash || !entries || entries.some((entry) => entry.ip_hash === removedHash)) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) entriesHeading.current?.focus();
    setRemovedHash(null);
  }, [removedHash, entries]);

  function closeRemove(open: boolean) {
    if (open) return;
    setRemoving(null);
    blacklist.clearRemoveError();
  }

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.ip_hash, {
      onSuccess: () => {
        setRemoving(null);
        setRemovedHash(removing.ip_hash);
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={layoutTexts.pages.blacklist}
        actions={
          <Button
            variant="secondary"
            onClick={() => void list.refetch()}
            loading={list.isFetching && !list.isPending}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
          >
            {texts.refresh}
          </Button>
        }
      />
      <BlacklistInfo />
      <AddIpForm
        fieldError={blacklist.fieldError}
        onEdit={blacklist.clearFieldError}
        error={blacklist.addError}
        adding={blacklist.adding}
        onSubmit={blacklist.submitAddress}
      />
      <StatusMessage message={blacklist.success} />

      <section aria-labelledby="blacklist-entries-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="blacklist-entries-heading"
            ref={entriesHeading}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-focus"
          >
            {texts.entriesHeading}
          </h2>
          {entries && entries.length > 0 && (
            <span className="text-sm text-slate-600 tabular-nums">{texts.table.count(total)}</span>
          )}
        </div>
        {list.isPending ? (
          <SkeletonRows label={texts.loading} />
        ) : list.isError && !entries ? (
          <Alert onRetry={() => void list.refetch()} retrying={list.isFetching}>
            {texts.errors.load}
          </Alert>
        ) : (
          <>
            {list.isError && <Alert onRetry={() => void list.refetch()}>{texts.errors.load}</Alert>}
            {entries && entries.length === 0 ? (
              <EmptyState title={texts.empty} hint={texts.emptyHint} />
            ) : (
              <>
                <BlacklistTable entries={entries ?? []} onRemove={setRemoving} />
                {entries && total > entries.length && (
                  <p className="text-sm text-slate-600">{texts.truncated(entries.length, total)}</p>
                )}
              </>
            )}
          </>
        )}
      </section>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={closeRemove}
        title={texts.confirmRemove.title}
        description={removing ? texts.confirmRemove.description(hashPrefix(removing.ip_hash)) : undefined}
        confirmLabel={texts.confirmRemove.confirm}
        cancelLabel={texts.confirmRemove.cancel}
        onConfirm={confirmRemove}
        loading={remove.isPending}
      >
        {blacklist.removeError && <Alert>{blacklist.removeError}</Alert>}
      </ConfirmDialog>
    </div>
  );
}
