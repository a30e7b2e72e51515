import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { createTenantProblems, listOf } from '../../../../common/admin/tenants.ts';
import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import { adminTenantKeys, createTenant } from '../../../api/adminTenants.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { failureOf, fieldOf } from './failure.ts';

const texts = adminTenantTexts.create;
const formTexts = adminTenantTexts.form;

type Fields = { tenant_id: string; name: string; logo_url: string; email_recipients: string };
const EMPTY: Fields = { tenant_id: '', name: '', logo_url: '', email_recipients: '' };

interface CreateTenantDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (name: string) => void;
}

/** spec 001 §2.4 "create tenant": Mandanten-ID (with the hint of §5, here enforced), name, logo, recipients. */
export function CreateTenantDialog({ open, onClose, onCreated }: CreateTenantDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const create = useMutation({
    mutationFn: (input: Fields) =>
      createTenant({
        tenant_id: input.tenant_id.trim(),
        name: input.name.trim(),
        logo_url: input.logo_url.trim() || null,
        email_recipients: listOf(input.email_recipients),
      }),
    onSuccess: (tenant) => {
      void queryClient.invalidateQueries({ queryKey: adminTenantKeys.all });
      onCreated(tenant.name);
    },
  });
  const { reset } = create;
  useEffect(() => {
    if (open) return;
    setFields(EMPTY);
    setShowErrors(false);
    reset();
  }, [open, reset]);

  const problems = createTenantProblems({
    slug: fields.tenant_id,
    name: fields.name,
    logoUrl: fields.logo_url.trim() || null,
    emailRecipients: listOf(fields.email_recipients),
  });
  const errors: Record<string, string> = {};
  if (showErrors) {
    for (const problem of problems) errors[problem.field] ??= problem.message;
    // "Mandanten-ID und Name sind erforderlich." belongs to each empty one of the two.
    if (problems[0]?.code === 'TENANT_REQUIRED_FIELDS') {
      if (!fields.tenant_id.trim()) errors.tenant_id = problems[0].message;
      if (!fields.name.trim()) errors.name = problems[0].message;
    }
  }
  const serverField = create.isError ? fieldOf(create.error) : null;
  if (serverField && create.error instanceof Error) errors[serverField] ??= create.error.message;

  const change = (key: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    if (create.isError) create.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    if (problems.length > 0) {
      setShowErrors(true);
      return;
    }
    create.mutate(fields);
  }

  const summary = create.isError ? failureOf(create.error) : showErrors ? problems[0]?.message : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={texts.title}
      description={texts.description}
      closeLabel={formTexts.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {formTexts.cancel}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {texts.submit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {summary && <Alert title={texts.failed}>{summary}</Alert>}
        <TextField
          label={formTexts.slugLabel}
          value={fields.tenant_id}
          onChange={change('tenant_id')}
          hint={formTexts.slugHint}
          error={errors.tenant_id}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={100}
        />
        <TextField
          label={formTexts.nameLabel}
          value={fields.name}
          onChange={change('name')}
          error={errors.name}
          required
          maxLength={200}
        />
        <TextField
          label={formTexts.logoLabel}
          value={fields.logo_url}
          onChange={change('logo_url')}
          hint={formTexts.logoHint}
          error={errors.logo_url}
          type="url"
          maxLength={2000}
        />
        <TextArea
          label={formTexts.recipientsLabel}
          value={fields.email_recipients}
          onChange={change('email_recipients')}
          hint={formTexts.recipientsHint}
          error={errors.email_recipients}
          rows={2}
        />
      </form>
    </Modal>
  );
}
