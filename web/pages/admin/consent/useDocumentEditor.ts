// The editor's state and actions: the form, its field errors and messages, saving a draft (creating the
// document the first time), publishing (after saving what is not saved yet) and archiving.
import { useEffect, useState } from 'react';
import type { ConsentDocument } from '../../../../common/consent/api.ts';
import type { ConsentContent, ConsentText } from '../../../../common/consent/content.ts';
import type { ConsentTemplateCode } from '../../../../common/consent/templateCodes.ts';
import { consentAdminTexts } from '../../../../common/texts/consentAdmin.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { useTransientMessage } from '../../../hooks/useTransientMessage.ts';
import {
  type ConsentForm,
  checkForm,
  type FieldErrors,
  formOf,
  sameContent,
  serverFieldErrors,
  type TranslationLanguage,
} from './consentForm.ts';
import { useConsentWrite } from './useConsentDocuments.ts';

const texts = consentAdminTexts.editor;
const NOTHING_TO_PUBLISH = 'CONSENT_NOTHING_TO_PUBLISH';

export type EditorAction = 'save' | 'publish' | 'archive';

interface EditorOptions {
  tenantId: string;
  /** The stored document, or null while a new one is not created yet. */
  document: ConsentDocument | null;
  /** A new document's start: empty or a template's content. */
  start: { template: ConsentTemplateCode | null; content: ConsentContent };
  onCreated: (document: ConsentDocument) => void;
}

export function useDocumentEditor({ tenantId, document, start, onCreated }: EditorOptions) {
  const [form, setForm] = useState<ConsentForm>(() => formOf(document?.draft ?? start.content));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Counts the times field errors were shown, so the editor can move focus to the first one each time. */
  const [errorsShown, setErrorsShown] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  /** A calm note, not an error: publishing found nothing new. */
  const [info, setInfo] = useState<number | null>(null);
  const [success, setSuccess] = useTransientMessage();
  const [pending, setPending] = useState<EditorAction | null>(null);
  const [publishAsked, setPublishAsked] = useState(false);
  const write = useConsentWrite(tenantId);

  const dirty = !sameContent(form, document?.draft ?? start.content);
  const nextVersion = (document?.published?.version ?? 0) + 1;

  // Closing or reloading the page asks the browser's own question while edits are unsaved.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function clearMessages() {
    setFailure(null);
    setInfo(null);
    setSuccess(null);
  }

  /** Field errors for the fields the user changes go; the others stay until the next check. */
  function forget(fields: (key: string) => boolean) {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fields(key))));
  }

  function showFieldErrors(found: FieldErrors) {
    setErrors(found);
    setErrorsShown((count) => count + 1);
    setFailure(texts.fixFields);
  }

  function edit(change: Partial<ConsentForm>) {
    setForm((current) => ({ ...current, ...change }));
    forget((key) => key in change);
    setInfo(null);
  }

  function editTranslation(language: TranslationLanguage, text: ConsentText) {
    setForm((current) => ({ ...current, translations: { ...current.translations, [language]: text } }));
    forget((key) => key.startsWith(`translations.${language}.`));
    setInfo(null);
  }

  /** The checked content, or null after showing the field errors. */
  function checked(): ConsentContent | null {
    const result = checkForm(form);
    if ('errors' in result) {
      showFieldErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.content;
  }

  function showError(error: unknown, current: ConsentDocument | null) {
    if (isApiError(error) && error.errorCode === NOTHING_TO_PUBLISH) {
      setInfo(current?.published?.version ?? document?.published?.version ?? 0);
      return;
    }
    if (isApiError(error, 400)) {
      const fields = serverFieldErrors(error.details);
      if (Object.keys(fields).length > 0) return showFieldErrors(fields);
    }
    setFailure(isApiError(error) ? error.message : texts.failed);
  }

  /** Stores the content as the draft (creating the document the first time); the fields show what is kept. */
  async function persist(content: ConsentContent): Promise<ConsentDocument> {
    const stored = document
      ? await write.mutateAsync({ type: 'update', id: document.id, content })
      : await write.mutateAsync({ type: 'create', template: start.template, content });
    if (!document) onCreated(stored);
    setForm(formOf(stored.draft));
    return stored;
  }

  async function save() {
    clearMessages();
    const content = checked();
    if (!content) return;
    setPending('save');
    try {
      await persist(content);
      setSuccess(texts.saved);
    } catch (error) {
      showError(error, document);
    } finally {
      setPending(null);
    }
  }

  /** "Veröffentlichen": a valid form with something new asks first; nothing new is said calmly at once. */
  function askPublish() {
    clearMessages();
    if (!checked()) return;
    if (document?.published && !document.has_unpublished_changes && !dirty) {
      setInfo(document.published.version);
      return;
    }
    setPublishAsked(true);
  }

  async function publish() {
    const content = checked();
    if (!content) return setPublishAsked(false);
    setPending('publish');
    let current = document;
    try {
      if (!current || dirty) current = await persist(content);
      const published = await write.mutateAsync({ type: 'publish', id: current.id });
      setForm(formOf(published.draft));
      setSuccess(texts.publishedDone(published.published?.version ?? nextVersion));
    } catch (error) {
      showError(error, current);
    } finally {
      setPending(null);
      setPublishAsked(false);
    }
  }

  async function toggleArchived() {
    if (!document) return;
    clearMessages();
    setPending('archive');
    const archived = !document.archived_at;
    try {
      await write.mutateAsync({ type: 'archive', id: document.id, archived });
      setSuccess(archived ? texts.archivedDone : texts.restoredDone);
    } catch (error) {
      showError(error, document);
    } finally {
      setPending(null);
    }
  }

  return {
    form,
    edit,
    editTranslation,
    errors,
    errorsShown,
    failure,
    info,
    success,
    pending,
    dirty,
    nextVersion,
    publishAsked,
    setPublishAsked,
    save,
    askPublish,
    publish,
    toggleArchived,
  };
}
