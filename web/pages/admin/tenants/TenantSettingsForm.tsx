import type { ReactNode } from 'react';
import { MAX_DOMAINS } from '../../../../common/admin/tenants.ts';
import { MAX_NOTICE_HOURS, MIN_NOTICE_HOURS } from '../../../../common/cancellationNoticeHours.ts';
import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import { practiceRoleTexts } from '../../../../common/texts/practiceRoles.ts';
import { Select } from '../../../components/Select.tsx';
import { Switch } from '../../../components/Switch.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { PatientLanguagesField } from './PatientLanguagesField.tsx';
import { RowListEditor } from './RowListEditor.tsx';
import { CONTACT_FIELDS, TEXT_FIELDS, type TenantFormState, WORD_FIELDS } from './tenantForm.ts';

const texts = adminTenantTexts.edit;
const formTexts = adminTenantTexts.form;

const FEATURES = [
  'prescriptionUpload',
  'selfPay',
  'manualPrescription',
  'enableAnamnese',
  'callOnlyCancellation',
] as const;
const URL_FIELDS = new Set(['website', 'privacyPolicyUrl', 'imprintUrl']);
const EMAIL_FIELDS = new Set(['email', 'contactEmail']);
const PHONE_FIELDS = new Set(['phone', 'contactPhone']);

interface TenantSettingsFormProps {
  slug: string;
  state: TenantFormState;
  onChange: (next: TenantFormState) => void;
  /** Messages by field: "name", "logo_url", "email_recipients", "domains", "config.<field>". */
  errors: Record<string, string>;
  /** A practice's owner sees the domains but does not change them (the platform's, 403 PLATFORM_SETTING). */
  domainsReadOnly?: boolean;
}

/** Every setting of a practice (spec 002 §3 and the notification switches), grouped as the reception uses them. */
export function TenantSettingsForm({
  slug,
  state,
  onChange,
  errors,
  domainsReadOnly = false,
}: TenantSettingsFormProps) {
  const set = <K extends keyof TenantFormState>(key: K, value: TenantFormState[K]) =>
    onChange({ ...state, [key]: value });
  const setText = (field: keyof TenantFormState['text'], value: string) =>
    onChange({ ...state, text: { ...state.text, [field]: value } });
  const textField = (field: keyof TenantFormState['text'], hint?: string) => (
    <TextField
      key={field}
      label={texts.fields[field]}
      value={state.text[field]}
      onChange={(event) => setText(field, event.target.value)}
      error={errors[`config.${field}`]}
      hint={hint}
      maxLength={2000}
      type={
        URL_FIELDS.has(field)
          ? 'url'
          : EMAIL_FIELDS.has(field)
            ? 'email'
            : PHONE_FIELDS.has(field)
              ? 'tel'
              : 'text'
      }
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <Section legend={texts.sections.basics}>
        <p className="text-sm text-slate-700 sm:col-span-2">{texts.slugReadOnly(slug)}</p>
        <TextField
          label={formTexts.nameLabel}
          value={state.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          required
          maxLength={200}
        />
        <TextField
          label={formTexts.logoLabel}
          value={state.logoUrl}
          onChange={(event) => set('logoUrl', event.target.value)}
          error={errors.logo_url ?? errors['config.logoUrl']}
          hint={formTexts.logoHint}
          type="url"
          maxLength={2000}
        />
        <TextArea
          label={formTexts.recipientsLabel}
          value={state.recipients}
          onChange={(event) => set('recipients', event.target.value)}
          error={errors.email_recipients}
          hint={formTexts.recipientsHint}
          rows={2}
          className="sm:col-span-2"
        />
      </Section>

      <Section legend={texts.sections.texts}>
        {TEXT_FIELDS.map((field) =>
          textField(field, field === 'companyName' ? undefined : texts.hints.emptyFallback),
        )}
      </Section>

      <Section legend={texts.sections.words} hint={texts.hints.words}>
        <Select
          label={texts.fields.businessType}
          value={state.businessType}
          onChange={(event) => set('businessType', event.target.value as TenantFormState['businessType'])}
          options={(['medical', 'non-medical'] as const).map((value) => ({
            value,
            label: texts.businessTypes[value],
          }))}
        />
        {WORD_FIELDS.map((field) => textField(field))}
      </Section>

      <Section legend={texts.sections.contact}>{CONTACT_FIELDS.map((field) => textField(field))}</Section>

      <Section legend={texts.sections.locations} wide>
        <RowListEditor
          rows={state.locations}
          onChange={(rows) => set('locations', rows)}
          fields={[
            { key: 'name', label: texts.locations.name },
            { key: 'address', label: texts.locations.address },
          ]}
          legend={texts.locations.legend}
          removeLabel={texts.locations.remove}
          addLabel={texts.locations.add}
          emptyText={texts.locations.empty}
          max={50}
        />
      </Section>

      <Section legend={texts.sections.openingHours} wide>
        <RowListEditor
          rows={state.openingHours}
          onChange={(rows) => set('openingHours', rows)}
          fields={[
            { key: 'days', label: texts.openingHours.days },
            { key: 'hours', label: texts.openingHours.hours },
          ]}
          legend={texts.openingHours.legend}
          removeLabel={texts.openingHours.remove}
          addLabel={texts.openingHours.add}
          emptyText={texts.openingHours.empty}
          max={30}
        />
      </Section>

      <Section legend={texts.sections.services}>
        <TextArea
          label={texts.fields.primaryServices}
          value={state.primaryServices}
          onChange={(event) => set('primaryServices', event.target.value)}
          hint={texts.hints.servicesLines}
          rows={5}
        />
        <TextArea
          label={texts.fields.additionalServices}
          value={state.additionalServices}
          onChange={(event) => set('additionalServices', event.target.value)}
          hint={texts.hints.servicesLines}
          rows={5}
        />
      </Section>

      <Section legend={texts.sections.features} wide>
        <div className="flex flex-col gap-4">
          {FEATURES.map((feature) => (
            <Switch
              key={feature}
              label={texts.features[feature]}
              hint={feature === 'callOnlyCancellation' ? texts.featureHints.callOnlyCancellation : undefined}
              checked={state.features[feature]}
              onChange={(checked) => set('features', { ...state.features, [feature]: checked })}
            />
          ))}
        </div>
      </Section>

      <Section legend={texts.sections.cancellation}>
        <TextArea
          label={texts.fields.cancellationTerms}
          value={state.cancellationTerms}
          onChange={(event) => set('cancellationTerms', event.target.value)}
          error={errors['config.cancellationTerms']}
          hint={texts.hints.cancellationTerms}
          rows={3}
          maxLength={2000}
        />
        <TextField
          label={texts.fields.cancellationNoticeHours}
          value={state.cancellationNoticeHours}
          onChange={(event) => set('cancellationNoticeHours', event.target.value)}
          error={errors['config.cancellationNoticeHours']}
          hint={texts.hints.cancellationNoticeHours}
          type="number"
          inputMode="numeric"
          min={MIN_NOTICE_HOURS}
          max={MAX_NOTICE_HOURS}
          step={1}
        />
      </Section>

      <Section legend={texts.sections.languages} hint={texts.hints.languages} wide>
        <PatientLanguagesField
          selected={state.languages}
          onChange={(languages) => set('languages', languages)}
        />
      </Section>

      <Section legend={texts.sections.notifications} wide>
        <div className="flex flex-col gap-4">
          <Switch
            label={texts.notifications.patientConfirmation}
            hint={texts.notifications.patientConfirmationHint}
            checked={state.notifications.patientConfirmation}
            onChange={(checked) =>
              set('notifications', { ...state.notifications, patientConfirmation: checked })
            }
          />
          <Switch
            label={texts.notifications.spamDigest}
            hint={texts.notifications.spamDigestHint}
            checked={state.notifications.spamDigest}
            onChange={(checked) => set('notifications', { ...state.notifications, spamDigest: checked })}
          />
        </div>
      </Section>

      <Section legend={texts.sections.team} wide>
        <Switch
          label={practiceRoleTexts.receptionSeesAnamnese}
          hint={practiceRoleTexts.receptionSeesAnamneseHint}
          checked={state.receptionSeesAnamnese}
          onChange={(checked) => set('receptionSeesAnamnese', checked)}
        />
      </Section>

      <Section legend={texts.sections.domains} wide>
        <TextArea
          label={texts.fields.domains}
          value={state.domains}
          onChange={(event) => set('domains', event.target.value)}
          error={errors.domains}
          hint={domainsReadOnly ? adminTenantTexts.errors.platformSetting : texts.hints.domains}
          readOnly={domainsReadOnly}
          rows={Math.min(MAX_DOMAINS, 3)}
        />
      </Section>
    </div>
  );
}

function Section({
  legend,
  hint,
  wide = false,
  children,
}: {
  legend: string;
  hint?: string;
  /** One column: the content arranges itself. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-base font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="-mt-2 text-sm text-slate-600">{hint}</p>}
      <div className={wide ? 'flex flex-col gap-3' : 'grid gap-4 sm:grid-cols-2'}>{children}</div>
    </fieldset>
  );
}
