import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import type { TenantRow } from '../../../api/adminTenants.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { failureOf } from './failure.ts';
import { LegalLinksWarning } from './LegalLinksWarning.tsx';
import { TenantSettingsForm } from './TenantSettingsForm.tsx';
import { TenantTwoFactorSetting } from './TenantTwoFactorSetting.tsx';
import { useTenantSettingsEditor } from './useTenantSettingsEditor.ts';

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
  const id = tenant?.id ?? '';
  const { settings, state, errors, save, submit, change } = useTenantSettingsEditor(id, {
    enabled: tenant !== null,
    onSaved,
  });

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
            <TenantSettingsForm slug={slug} state={state} onChange={change} errors={errors} />
            <TenantTwoFactorSetting tenantId={id} />
          </form>
        )
      )}
    </Modal>
  );
}
