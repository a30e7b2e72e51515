import { type FormEvent, useEffect, useState } from 'react';
import { addonIssues, defaultPackage, priceMembership } from '../../../../common/membershipPricing.ts';
import type { AddonSelection, MembershipPackage } from '../../../../common/schemas/membership.ts';
import { membershipTexts } from '../../../../common/texts/membership.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { usePackages, useSaveMembership, useUserMembership } from '../../../api/memberships.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { PriceBreakdown } from '../../membership/PriceBreakdown.tsx';
import { AddonPicker } from './AddonPicker.tsx';
import { PackagePicker } from './PackagePicker.tsx';

const texts = membershipTexts.dialog;

export interface MembershipDialogProps {
  user: { id: string; fullName: string; email: string };
  open: boolean;
  onClose: () => void;
  /**
   * Called after a successful save with the success message ("Mitgliedschaft erfolgreich aktualisiert."),
   * which the caller shows for 3 s: the dialog itself closes. Membership lists and the header refresh
   * themselves.
   */
  onSaved?: (message: string) => void;
}

interface Draft {
  packageId: string | null;
  addons: AddonSelection[];
}

/** The membership modal (spec 001 §2.4, §4, §5, §9): package, add-ons with quantities, live price total. */
export function MembershipDialog({ user, open, onClose, onSaved }: MembershipDialogProps) {
  const packages = usePackages(open);
  const current = useUserMembership(user.id, open);
  const save = useSaveMembership();
  // null until the admin changes something: the form shows the stored membership until then.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);

  useEffect(() => {
    if (open) return;
    setDraft(null);
    setError(null);
    save.reset();
  }, [open, save.reset]);

  const loading = packages.isPending || current.isPending;
  const failed = packages.isError || current.isError;
  const list = packages.data ?? [];
  const form = draft ?? (packages.data && current.data ? storedDraft(list, current.data.membership) : null);
  const pkg = list.find((p) => p.id === form?.packageId) ?? null;

  const change = (next: Draft) => {
    setDraft(next);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || !pkg) {
      setError({ message: texts.packageRequired });
      return;
    }
    // The server checks the same rules (common/membershipPricing.ts); this only saves a pointless round trip.
    if (addonIssues(pkg, form.addons).length > 0) {
      setError({ message: texts.saveFailed });
      return;
    }
    save.mutate(
      { userId: user.id, packageId: pkg.id, addons: form.addons },
      {
        onSuccess: () => {
          onSaved?.(texts.saved);
          onClose();
        },
        onError: (cause) =>
          setError({
            message: texts.saveFailed,
            detail: isApiError(cause) && cause.status === 400 ? cause.message : undefined,
          }),
      },
    );
  };

  const formId = `membership-form-${user.id}`;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={texts.title}
      description={texts.description(user.fullName, user.email)}
      closeLabel={texts.close}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} disabled={!form}>
            {texts.save}
          </Button>
        </>
      }
    >
      {loading && !failed ? (
        <SkeletonRows rows={3} label={texts.loading} />
      ) : failed || !form ? (
        <Alert
          onRetry={() => {
            if (packages.isError) void packages.refetch();
            if (current.isError) void current.refetch();
          }}
          retrying={packages.isFetching || current.isFetching}
        >
          {texts.loadFailed}
        </Alert>
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
          <PackagePicker
            packages={list}
            value={form.packageId}
            // Changing the package clears the add-ons (spec 001 §4).
            onChange={(packageId) =>
              change({ packageId, addons: packageId === form.packageId ? form.addons : [] })
            }
            error={error?.message === texts.packageRequired ? error.message : undefined}
          />
          <AddonPicker pkg={pkg} value={form.addons} onChange={(addons) => change({ ...form, addons })} />
          {pkg && (
            <section aria-labelledby={`${formId}-total`} className="flex flex-col gap-2">
              <h3 id={`${formId}-total`} className="text-sm font-semibold text-slate-900">
                {texts.total}
              </h3>
              <div aria-live="polite">
                {pkg.is_beta && (
                  <p className="mb-1 text-sm text-emerald-800">{membershipTexts.freeDuringBeta}</p>
                )}
                <PriceBreakdown pricing={priceMembership(pkg, form.addons)} packageName={pkg.name} />
              </div>
            </section>
          )}
          {error && (
            <Alert>
              {error.message}
              {error.detail && <span className="mt-1 block">{error.detail}</span>}
            </Alert>
          )}
        </form>
      )}
    </Modal>
  );
}

/**
 * The form's start: the stored package with the add-ons it still offers (the form shows what will be
 * saved), or Kompakt without add-ons for a user without membership (spec 001 §9). A stored package that is
 * no longer offered is not preselected: the admin chooses one.
 */
function storedDraft(
  packages: readonly MembershipPackage[],
  membership: { package_id: string; addons: AddonSelection[] } | null,
): Draft {
  if (!membership) return { packageId: defaultPackage(packages)?.id ?? null, addons: [] };
  const pkg = packages.find((p) => p.id === membership.package_id);
  if (!pkg) return { packageId: null, addons: [] };
  const bookable = membership.addons.filter((a) => addonIssues(pkg, [a]).length === 0);
  return { packageId: pkg.id, addons: bookable };
}
