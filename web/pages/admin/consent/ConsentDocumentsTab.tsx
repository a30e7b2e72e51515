import { FilePlus2, FileSignature, LayoutTemplate } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import type { ConsentDocument } from '../../../../common/consent/api.ts';
import type { ConsentContent } from '../../../../common/consent/content.ts';
import type { ConsentTemplateCode } from '../../../../common/consent/templateCodes.ts';
import { contentFromTemplate } from '../../../../common/consent/templates.ts';
import { consentAdminTexts } from '../../../../common/texts/consentAdmin.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { PracticeTab } from '../PracticeTab.tsx';
import { EMPTY_CONTENT } from './consentForm.ts';
import { DocumentEditor } from './DocumentEditor.tsx';
import { DocumentList } from './DocumentList.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';
import { useConsentDocuments } from './useConsentDocuments.ts';

const texts = consentAdminTexts;

/** The administration's tab "Einwilligungen" (issue 30): a practice's consent documents. */
export function ConsentDocumentsTab() {
  return (
    <PracticeTab id="consent-documents" texts={texts} icon={FileSignature}>
      {(tenantId) => <PracticeDocuments key={tenantId} tenantId={tenantId} />}
    </PracticeTab>
  );
}

/**
 * What the editor shows: a stored document (id) or a new one from its start. `key` stays when a new document
 * is first saved, so the editor (and the focus in it) stays too.
 */
type Selection = {
  key: number;
  id: string | null;
  start: { template: ConsentTemplateCode | null; content: ConsentContent };
};

function PracticeDocuments({ tenantId }: { tenantId: string }) {
  const headingId = useId();
  const documents = useConsentDocuments(tenantId);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [dirty, setDirty] = useState(false);
  /** A switch that waits for "Änderungen verwerfen" because the open document has unsaved edits. */
  const [waiting, setWaiting] = useState<Selection | null>(null);
  const [picking, setPicking] = useState(false);
  const nextKey = useRef(1);

  const startSelection = (id: string | null, template: ConsentTemplateCode | null = null): Selection => ({
    key: nextKey.current++,
    id,
    start: { template, content: template ? contentFromTemplate(template) : EMPTY_CONTENT },
  });

  function open(next: Selection) {
    if (dirty) return setWaiting(next);
    setSelection(next);
  }

  function openDocument(document: ConsentDocument) {
    if (document.id === selection?.id) return;
    open(startSelection(document.id));
  }

  const onCreated = useCallback(
    (document: ConsentDocument) =>
      setSelection((current) => (current ? { ...current, id: document.id } : current)),
    [],
  );

  if (documents.isPending) return <SkeletonRows rows={3} label={texts.loading} />;
  if (documents.isError)
    return (
      <Alert onRetry={() => void documents.refetch()} retrying={documents.isFetching}>
        {texts.loadFailed}
      </Alert>
    );

  const list = documents.data;
  const current = selection?.id ? (list.find((document) => document.id === selection.id) ?? null) : null;
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        icon={<FilePlus2 aria-hidden="true" className="size-4" />}
        onClick={() => open(startSelection(null))}
      >
        {texts.list.newDocument}
      </Button>
      <Button
        variant="secondary"
        icon={<LayoutTemplate aria-hidden="true" className="size-4" />}
        onClick={() => setPicking(true)}
      >
        {texts.list.fromTemplate}
      </Button>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {texts.list.heading}
          </h3>
          {list.length > 0 && actions}
        </div>
        {list.length === 0 ? (
          <EmptyState
            icon={<FileSignature aria-hidden="true" className="size-8" />}
            title={texts.list.empty}
            hint={texts.list.emptyHint}
            action={<div className="mt-2">{actions}</div>}
          />
        ) : (
          <DocumentList
            documents={list}
            selectedId={selection?.id ?? null}
            selectedDirty={dirty}
            onSelect={openDocument}
          />
        )}
      </section>

      {selection && (selection.id === null || current) && (
        <DocumentEditor
          key={selection.key}
          tenantId={tenantId}
          document={current}
          start={selection.start}
          onCreated={onCreated}
          onDirtyChange={setDirty}
        />
      )}

      <TemplatePicker
        open={picking}
        onOpenChange={setPicking}
        onChoose={(template) => {
          setPicking(false);
          open(startSelection(null, template));
        }}
      />
      <ConfirmDialog
        open={waiting !== null}
        onOpenChange={(next) => !next && setWaiting(null)}
        title={texts.discardDialog.title}
        description={texts.discardDialog.description}
        confirmLabel={texts.discardDialog.confirm}
        cancelLabel={texts.discardDialog.cancel}
        onConfirm={() => {
          setDirty(false);
          setSelection(waiting);
          setWaiting(null);
        }}
      />
    </div>
  );
}
