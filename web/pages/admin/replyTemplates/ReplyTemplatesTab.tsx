import { MailPen } from 'lucide-react';
import { replyTexts } from '../../../../common/texts/replies.ts';
import { useReplyTemplates } from '../../../api/replies.ts';
import { Alert } from '../../../components/Alert.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { PracticeTab } from '../PracticeTab.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';

const texts = replyTexts.admin;

/** The administration's tab "Antwortvorlagen" (issue 28): a practice's five reply templates. */
export function ReplyTemplatesTab() {
  return (
    <PracticeTab id="reply-templates" texts={texts} icon={MailPen}>
      {(tenantId) => <PracticeTemplates tenantId={tenantId} />}
    </PracticeTab>
  );
}

function PracticeTemplates({ tenantId }: { tenantId: string }) {
  const templates = useReplyTemplates(tenantId);
  if (templates.isPending) return <SkeletonRows rows={5} label={texts.loading} />;
  if (templates.isError)
    return (
      <Alert onRetry={() => void templates.refetch()} retrying={templates.isFetching}>
        {texts.loadFailed}
      </Alert>
    );
  return (
    <div className="flex flex-col gap-4">
      {templates.data.templates.map((template) => (
        <TemplateEditor
          key={`${tenantId}-${template.kind}`}
          tenantId={templates.data.tenant.id}
          template={template}
        />
      ))}
    </div>
  );
}
