import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { fetchSnippet, htmlFormSnippet } from '../../../../common/integration/websiteSnippets.ts';
import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import { adminTenantKeys, fetchPublicKey } from '../../../api/adminTenants.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';

const texts = adminTenantTexts.apiDetails;

interface ApiDetailsDialogProps {
  tenant: { name: string; slug: string } | null;
  onClose: () => void;
}

/**
 * spec 001 §2.4 "API details": how a practice's website posts its forms — the endpoints, the public key, a
 * JavaScript example and a form without JavaScript (hidden tenantId, success_url, error_url), each copyable.
 * The texts are the README's (common/integration/websiteSnippets.ts), filled in for this practice.
 */
export function ApiDetailsDialog({ tenant, onClose }: ApiDetailsDialogProps) {
  const key = useQuery({
    queryKey: adminTenantKeys.publicKey,
    queryFn: ({ signal }) => fetchPublicKey(signal),
    enabled: tenant !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const baseUrl = window.location.origin;
  const slug = tenant?.slug ?? '';

  return (
    <Modal
      open={tenant !== null}
      onOpenChange={(open) => !open && onClose()}
      title={texts.title(tenant?.name ?? '')}
      description={texts.description}
      closeLabel={texts.close}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <CopyableValue label={texts.tenantId} value={slug} />
        <section className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-slate-900">{texts.endpoints}</h3>
          <CopyableValue label={texts.submitForm} value={`${baseUrl}/functions/v1/submitForm`} />
          <CopyableValue label={texts.webflowSubmit} value={`${baseUrl}/functions/v1/webflow-submit`} />
        </section>
        {key.isPending ? (
          <SkeletonRows rows={1} label={texts.loading} />
        ) : key.isError ? (
          <Alert onRetry={() => void key.refetch()} retrying={key.isFetching}>
            {texts.keyFailed}
          </Alert>
        ) : (
          <>
            <CopyableValue label={texts.publicKey} hint={texts.publicKeyHint} value={key.data} />
            <Snippet
              title={texts.jsSnippet}
              code={fetchSnippet({ baseUrl, tenantId: slug, apiKey: key.data })}
            />
          </>
        )}
        <Snippet
          title={texts.htmlSnippet}
          hint={texts.htmlSnippetHint}
          code={htmlFormSnippet({ baseUrl, tenantId: slug })}
        />
      </div>
    </Modal>
  );
}

function CopyableValue({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-900">
          {value}
        </code>
        <CopyButton what={label.split(' – ')[0]!} text={value} />
      </div>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

function Snippet({ title, code, hint }: { title: string; code: string; hint?: string }) {
  const id = useId();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <CopyButton what={title} text={code} />
      </div>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      {/* Wrapped instead of scrolled: every line stays readable without a scrollbar to reach. */}
      <pre className="rounded-md border border-slate-200 bg-slate-900 p-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-100">
        <code>{code}</code>
      </pre>
    </section>
  );
}
