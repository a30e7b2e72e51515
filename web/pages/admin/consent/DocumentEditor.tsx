import { Archive, ArchiveRestore, Info, Save, Send, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ConsentDocument } from '../../../../common/consent/api.ts';
import {
  CONSENT_BODY_MAX,
  CONSENT_REQUEST_KINDS,
  CONSENT_TITLE_MAX,
  type ConsentContent,
} from '../../../../common/consent/content.ts';
import type { ConsentTemplateCode } from '../../../../common/consent/templateCodes.ts';
import { CONSENT_TEMPLATES } from '../../../../common/consent/templates.ts';
import { germanDate } from '../../../../common/format/germanDate.ts';
import { REQUEST_KIND_LABELS } from '../../../../common/intake/requestKinds.ts';
import { consentAdminTexts } from '../../../../common/texts/consentAdmin.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { ChoiceGroup } from '../../../components/ChoiceGroup.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { InfoBox } from '../../../components/InfoBox.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ConsentPreview } from './ConsentPreview.tsx';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './consentForm.ts';
import { TranslationFields, translationFieldId } from './TranslationFields.tsx';
import { useDocumentEditor } from './useDocumentEditor.ts';
import { VersionHistory } from './VersionHistory.tsx';

const texts = consentAdminTexts.editor;
const KIND_OPTIONS = CONSENT_REQUEST_KINDS.map((kind) => ({ value: kind, label: REQUEST_KIND_LABELS[kind] }));
const REQUIRED_OPTIONS = [
  { value: 'required', label: consentAdminTexts.required.required },
  { value: 'optional', label: consentAdminTexts.required.optional },
];
const legend = (text: string) => <span className="text-sm font-medium text-slate-800">{text}</span>;

interface DocumentEditorProps {
  tenantId: string;
  document: ConsentDocument | null;
  start: { template: ConsentTemplateCode | null; content: ConsentContent };
  onCreated: (document: ConsentDocument) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** One document: its German title and text with a live preview, request kinds, required or not, translations. */
export function DocumentEditor({ tenantId, document, start, onCreated, onDirtyChange }: DocumentEditorProps) {
  const baseId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const kindsRef = useRef<HTMLInputElement>(null);
  const requiredRef = useRef<HTMLInputElement>(null);
  const editor = useDocumentEditor({ tenantId, document, start, onCreated });
  const { form, errors } = editor;
  const [openLanguages, setOpenLanguages] = useState<ReadonlySet<TranslationLanguage>>(new Set());

  // Opened from the list: the keyboard continues in the editor, not at the list's next row. Two timeouts: a
  // dialog that opened it (template, discard) gives the focus back to its opener in a timeout of its own,
  // scheduled when it unmounts, which can be one commit after the editor's mount.
  useEffect(() => {
    let inner: ReturnType<typeof setTimeout> | undefined;
    const outer = setTimeout(() => {
      inner = setTimeout(() => headingRef.current?.focus(), 0);
    }, 0);
    return () => {
      clearTimeout(outer);
      clearTimeout(inner);
    };
  }, []);
  useEffect(() => onDirtyChange(editor.dirty), [editor.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // After a failed check: translations with errors open, and the first field with an error takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per shown check, on its counter only
  useEffect(() => {
    if (editor.errorsShown === 0) return;
    const failing = TRANSLATION_LANGUAGES.filter((language) =>
      Object.keys(errors).some((key) => key.startsWith(`translations.${language}.`)),
    );
    if (failing.length > 0) setOpenLanguages((current) => new Set([...current, ...failing]));
    requestAnimationFrame(() => focusFirstError());
  }, [editor.errorsShown]);

  function focusFirstError() {
    if (errors.title) return focusById(`${baseId}-title`);
    if (errors.body) return focusById(`${baseId}-body`);
    if (errors.requestKinds) return kindsRef.current?.focus();
    if (errors.required) return requiredRef.current?.focus();
    for (const language of TRANSLATION_LANGUAGES)
      for (const field of ['title', 'body'] as const)
        if (errors[`translations.${language}.${field}`])
          return focusById(translationFieldId(baseId, language, field));
  }

  const template = document ? document.template : start.template;
  const archived = Boolean(document?.archived_at);
  const published = document?.published ?? null;
  const headingId = `${baseId}-heading`;

  function submit(event: FormEvent) {
    event.preventDefault();
    void editor.save();
  }

  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
      data-testid="consent-editor"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {document ? texts.editHeading(document.draft.title) : texts.newHeading}
          </h3>
          <p className="text-sm text-slate-600">
            {published
              ? consentAdminTexts.list.published(
                  published.version,
                  germanDate(new Date(published.published_at)),
                )
              : consentAdminTexts.list.notPublished}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editor.dirty && <Badge tone="warning">{consentAdminTexts.list.unsaved}</Badge>}
          {published && document?.has_unpublished_changes && (
            <Badge tone="info">{consentAdminTexts.list.unpublished}</Badge>
          )}
          {archived && <Badge tone="neutral">{consentAdminTexts.list.archived}</Badge>}
        </div>
      </div>

      {template && !published && (
        <InfoBox
          icon={<TriangleAlert />}
          title={texts.templateNoticeTitle(CONSENT_TEMPLATES[template].label)}
        >
          <p>{CONSENT_TEMPLATES[template].notice}</p>
        </InfoBox>
      )}
      {archived && (
        <InfoBox icon={<Archive />} title={consentAdminTexts.list.archived}>
          <p>{texts.archivedNotice}</p>
        </InfoBox>
      )}

      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <TextField
          id={`${baseId}-title`}
          label={texts.title}
          value={form.title}
          maxLength={CONSENT_TITLE_MAX}
          required
          error={errors.title}
          onChange={(event) => editor.edit({ title: event.target.value })}
        />
        <div className="grid gap-4 xl:grid-cols-2">
          <TextArea
            id={`${baseId}-body`}
            label={texts.body}
            hint={texts.bodyHint}
            value={form.body}
            maxLength={CONSENT_BODY_MAX}
            rows={20}
            required
            error={errors.body}
            className="min-w-0"
            onChange={(event) => editor.edit({ body: event.target.value })}
          />
          <ConsentPreview title={form.title} body={form.body} />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <ChoiceGroup
            type="checkbox"
            legend={legend(texts.kinds)}
            hint={texts.kindsHint}
            options={KIND_OPTIONS}
            value={form.requestKinds}
            error={errors.requestKinds}
            firstInputRef={kindsRef}
            onChange={(requestKinds) => editor.edit({ requestKinds })}
          />
          <ChoiceGroup
            type="radio"
            legend={legend(consentAdminTexts.required.legend)}
            options={REQUIRED_OPTIONS}
            value={form.required ? 'required' : 'optional'}
            error={errors.required}
            firstInputRef={requiredRef}
            onChange={(value) => editor.edit({ required: value === 'required' })}
          />
        </div>
        <TranslationFields
          baseId={baseId}
          translations={form.translations}
          onChange={editor.editTranslation}
          errors={errors}
          open={openLanguages}
          onOpenChange={(language, open) =>
            setOpenLanguages((current) => {
              const next = new Set(current);
              if (open) next.add(language);
              else next.delete(language);
              return next;
            })
          }
        />

        <StatusMessage message={editor.success} />
        <div role="status" aria-live="polite" className="empty:hidden">
          {editor.info !== null && (
            <InfoBox icon={<Info />} title={texts.nothingToPublish(editor.info)}>
              <p>{texts.nothingToPublishHint}</p>
            </InfoBox>
          )}
        </div>
        {editor.failure && <Alert>{editor.failure}</Alert>}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            {document && (
              <Button
                variant="secondary"
                icon={
                  archived ? (
                    <ArchiveRestore aria-hidden="true" className="size-4" />
                  ) : (
                    <Archive aria-hidden="true" className="size-4" />
                  )
                }
                loading={editor.pending === 'archive'}
                disabled={editor.pending !== null}
                onClick={() => void editor.toggleArchived()}
              >
                {archived ? texts.restore : texts.archive}
              </Button>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant="secondary"
              icon={<Save aria-hidden="true" className="size-4" />}
              loading={editor.pending === 'save'}
              disabled={editor.pending !== null}
            >
              {texts.saveDraft}
            </Button>
            <Button
              icon={<Send aria-hidden="true" className="size-4" />}
              loading={editor.pending === 'publish'}
              disabled={editor.pending !== null || archived}
              onClick={editor.askPublish}
            >
              {texts.publish}
            </Button>
          </div>
        </div>
      </form>

      {document?.published && <VersionHistory documentId={document.id} />}

      <ConfirmDialog
        open={editor.publishAsked}
        onOpenChange={editor.setPublishAsked}
        title={consentAdminTexts.publishDialog.title(editor.nextVersion)}
        description={consentAdminTexts.publishDialog.description(editor.nextVersion)}
        confirmLabel={consentAdminTexts.publishDialog.confirm}
        cancelLabel={consentAdminTexts.publishDialog.cancel}
        variant="primary"
        loading={editor.pending === 'publish'}
        onConfirm={() => void editor.publish()}
      >
        {(editor.dirty || !document) && (
          <p className="text-sm text-slate-700">{consentAdminTexts.publishDialog.savesFirst}</p>
        )}
      </ConfirmDialog>
    </Card>
  );
}

function focusById(id: string) {
  window.document.getElementById(id)?.focus();
}
