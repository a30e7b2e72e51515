import { MailPen } from 'lucide-react';
import { useState } from 'react';
import { replyTexts } from '../../../../common/texts/replies.ts';
import { useAdminTenants } from '../../../api/adminUsers.ts';
import { useReplyTemplates } from '../../../api/replies.ts';
import { Alert } from '../../../components/Alert.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { InfoBox } from '../../../components/InfoBox.tsx';
import { Select } from '../../../components/Select.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';

const texts = replyTexts.admin;

/** The administration's tab "Antwortvorlagen" (issue 28): a practice's five reply templates. */
export function ReplyTemplatesTab() {
  const practices = useAdminTenants();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = practices.data ?? [];
  const tenantId = chosen ?? list[0]?.id ?? null;
  const templates = useReplyTemplates(tenantId);

  return (
    <section aria-labelledby="reply-templates-heading" className="flex flex-col gap-6">
      <h2 id="reply-templates-heading" className="sr-only">
        {texts.heading}
      </h2>
      <InfoBox icon={<MailPen />} title={texts.intro.title}>
        <ul className="list-disc space-y-1 pl-5">
          {texts.intro.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </InfoBox>
      {practices.isPending ? (
        <SkeletonRows rows={3} label={texts.loading} />
      ) : list.length === 0 ? (
        <EmptyState icon={<MailPen aria-hidden="true" className="size-8" />} title={texts.noPractices} />
      ) : (
        <>
          <Select
            label={texts.practice}
            className="max-w-sm"
            value={tenantId ?? ''}
            options={list.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
            onChange={(event) => setChosen(event.target.value)}
          />
          {templates.isPending ? (
            <SkeletonRows rows={5} label={texts.loading} />
          ) : templates.isError ? (
            <Alert onRetry={() => void templates.refetch()} retrying={templates.isFetching}>
              {texts.loadFailed}
            </Alert>
          ) : (
            <div className="flex flex-col gap-4">
              {templates.data.templates.map((template) => (
                <TemplateEditor
                  key={`${tenantId}-${template.kind}`}
                  tenantId={templates.data.tenant.id}
                  template={template}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
