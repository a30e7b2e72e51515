import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import {
  adminTenantKeys,
  fetchTenantSettings,
  type TenantRow,
  updateTenant,
} from '../../../api/adminTenants.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { failureOf, fieldOf } from './failure.ts';
import { LegalLinksWarning } from './LegalLinksWarning.tsx';
import { TenantSettingsForm } from './TenantSettingsForm.tsx';
import { TenantTwoFactorSetting } from './TenantTwoFactorSetting.tsx';
import { bodyOf, formErrors, formStateOf, type TenantFormState } from './tenantForm.ts';

const texts = adminTenantTexts.edit;

interface EditTenantDialogProps {
  tenant: TenantRow | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/**
 * spec 001 §2.4 "edit tenant" with the whole reception configuration (spec 002 §3) and a preview link. Keyed by
 * the practice (TenantsTab), so every opening starts from the stored settings.
 */
export function EditTenantDialog({ tenant, onClose, onSaved }: EditTenantDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const id = tenant?.id ?? '';
  const settings = useQuery({
    queryKey: adminTenantKeys.settings(id),
    queryFn: ({ signal }) => fetchTenantSettings(id, signal),
    enabled: tenant !== null,
    // Always the stored state when the dialog opens, never an older copy.
    gcTime: 0,
  });
  // null: untouched, the stored settings show.
  const [edited, setEdited] = useState<TenantFormState | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const save = useMutation({
    mutationFn: (state: TenantFormState) => updateTenant(id, bodyOf(state)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: adminTenantKeys.list() });
      onSaved(saved.name);
    },
  });

  const state = edited ?? (settings.data ? formStateOf(settings.data) : null);
  const errors = state && showErrors ? formErrors(state) : {};
  const serverField = save.isError ? fieldOf(save.error) : null;
  if (serverField && save.error instanceof Error) errors[serverField] ??= save.error.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!state || save.isPending) return;
    if (Object.keys(formErrors(state)).length > 0) {
      setShowErrors(true);
      return;
    }
    save.mutate(state);
  }

  const slug = settings.data?.slug ?? tenant?.slug ?? '';
  const previewHref = `/online-rezeption?tenant=${encodeURIComponent(slug)}`;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Modal
      open={tenant !== null}
      onOpenChange={(open) => !open && onClose()}
      title={texts.title(tenant?.name ?? '')}
      description={texts.description}
      closeLabel={adminTenantTexts.form.close}
      size="lg"
      footer={
        <>
          <a
            href={previewHref}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClasses('ghost')} mr-auto`}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {texts.preview}
            <span className="sr-only"> {texts.newTab}</span>
          </a>
          <Button variant="secondary" onClick={onClose}>
            {adminTenantTexts.form.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} disabled={!state}>
            {texts.submit}
          </Button>
        </>
      }
    >
      {settings.isPending ? (
        <SkeletonRows rows={4} label={texts.loading} />
      ) : settings.isError ? (
        <Alert onRetry={() => void settings.refetch()} retrying={settings.isFetching}>
          {adminTenantTexts.list.loadFailed}
        </Alert>
      ) : (
        state && (
          <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">{texts.previewHint}</p>
            <LegalLinksWarning state={state} />
            {save.isError && <Alert title={texts.failed}>{failureOf(save.error)}</Alert>}
            {!save.isError && hasErrors && <Alert title={texts.failed}>{Object.values(errors)[0]}</Alert>}
            <TenantSettingsForm
              slug={slug}
              state={state}
              onChange={(next) => {
                setEdited(next);
                if (save.isError) save.reset();
              }}
              errors={errors}
            />
            <TenantTwoFactorSetting tenantId={id} />
          </form>
        )
      )}
    </Modal>
  );
}
