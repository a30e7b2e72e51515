import { Settings } from 'lucide-react';
import { useState } from 'react';
import { practiceSettingsTexts } from '../../../../common/texts/practiceSettings.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { PracticeTab } from '../PracticeTab.tsx';
import { failureOf } from '../tenants/failure.ts';
import { LegalLinksWarning } from '../tenants/LegalLinksWarning.tsx';
import { TenantSettingsForm } from '../tenants/TenantSettingsForm.tsx';
import { useTenantSettingsEditor } from '../tenants/useTenantSettingsEditor.ts';

const texts = practiceSettingsTexts;

/** "Einstellungen" (issue 44): the owner edits the practice's settings as the Mandanten dialog does, but its domains. */
export function PracticeSettingsTab() {
  return (
    <PracticeTab id="practice-settings" texts={texts} icon={Settings}>
      {(tenantId) => <PracticeSettingsEditor key={tenantId} tenantId={tenantId} />}
    </PracticeTab>
  );
}

function PracticeSettingsEditor({ tenantId }: { tenantId: string }) {
  const [saved, setSaved] = useState<string | null>(null);
  const { settings, state, errors, save, submit, change } = useTenantSettingsEditor(tenantId, {
    enabled: true,
    onSaved: (name) => setSaved(texts.saved(name)),
  });
  if (settings.isPending) return <SkeletonRows rows={4} label={texts.loading} />;
  if (settings.isError || !state)
    return (
      <Alert onRetry={() => void settings.refetch()} retrying={settings.isFetching}>
        {texts.loadFailed}
      </Alert>
    );
  const firstError = Object.values(errors)[0];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <LegalLinksWarning state={state} />
      {save.isError && <Alert title={texts.failed}>{failureOf(save.error)}</Alert>}
      {!save.isError && firstError && <Alert title={texts.failed}>{firstError}</Alert>}
      <TenantSettingsForm
        slug={settings.data.slug}
        state={state}
        onChange={(next) => {
          setSaved(null);
          change(next);
        }}
        errors={errors}
        domainsReadOnly
      />
      <StatusMessage message={saved} />
      <div className="sticky bottom-0 flex justify-end border-t border-slate-200 bg-slate-50 py-3">
        <Button type="submit" loading={save.isPending}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
