import { Eye } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import type { consentVersionsResponseSchema } from '../../../../common/consent/api.ts';
import { consentTextFor } from '../../../../common/consent/content.ts';
import { germanDateTime } from '../../../../common/format/germanDate.ts';
import { consentAdminTexts } from '../../../../common/texts/consentAdmin.ts';
import {
  isPatientLanguage,
  LANGUAGE_INFO,
  PATIENT_LANGUAGES,
  type PatientLanguage,
} from '../../../../common/texts/patient/languages.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConsentText } from '../../../components/ConsentText.tsx';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Select } from '../../../components/Select.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { kindLabels } from './consentForm.ts';
import { useConsentVersions } from './useConsentDocuments.ts';

const texts = consentAdminTexts.versions;
type Version = z.infer<typeof consentVersionsResponseSchema>['versions'][number];
type ColumnKey = 'version' | 'published_at' | 'published_by' | 'answered' | 'show';

const author = (version: Version) => version.published_by ?? texts.unknownAuthor;

/** A published document's versions, newest first, each readable as it was published (never editable). */
export function VersionHistory({ documentId }: { documentId: string }) {
  const headingId = useId();
  const versions = useConsentVersions(documentId);
  const [shown, setShown] = useState<Version | null>(null);

  const columns: Column<Version, ColumnKey>[] = [
    { key: 'version', header: texts.version, rowHeader: true, cell: (row) => row.version },
    {
      key: 'published_at',
      header: texts.publishedAt,
      cell: (row) => germanDateTime(new Date(row.published_at)),
    },
    { key: 'published_by', header: texts.publishedBy, cell: author },
    { key: 'answered', header: texts.answered, numeric: true, cell: (row) => row.answered },
    {
      key: 'show',
      header: texts.text,
      cell: (row) => (
        <Button
          variant="ghost"
          icon={<Eye aria-hidden="true" className="size-4" />}
          onClick={() => setShown(row)}
        >
          {texts.show}
          <span className="sr-only"> {texts.showSuffix(row.version)}</span>
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="text-base font-semibold text-slate-900">
        {texts.heading}
      </h4>
      {versions.isPending ? (
        <SkeletonRows rows={2} label={texts.loading} />
      ) : versions.isError ? (
        <Alert onRetry={() => void versions.refetch()} retrying={versions.isFetching}>
          {texts.loadFailed}
        </Alert>
      ) : versions.data.length === 0 ? (
        <p className="text-sm text-slate-600">{texts.none}</p>
      ) : (
        <DataTable
          caption={texts.caption}
          captionHidden
          columns={columns}
          rows={versions.data}
          rowId={(row) => row.id}
        />
      )}
      <VersionDialog version={shown} onClose={() => setShown(null)} />
    </section>
  );
}

/** One version's text read-only, in German or one of its translations. */
function VersionDialog({ version, onClose }: { version: Version | null; onClose: () => void }) {
  const [language, setLanguage] = useState<PatientLanguage>('de');
  // The last version stays in the closing dialog, so it does not go blank while it fades.
  const [last, setLast] = useState<Version | null>(version);
  if (version && version !== last) {
    setLast(version);
    setLanguage('de');
  }
  const open = version !== null;
  if (!last) return null;

  const offered = PATIENT_LANGUAGES.filter((code) => code === 'de' || last.content.translations[code]);
  const text = consentTextFor(last.content, language);
  const required = consentAdminTexts.required;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={texts.dialogTitle(last.version, last.content.title)}
      description={texts.dialogDescription(germanDateTime(new Date(last.published_at)), author(last))}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{texts.readOnly}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={last.content.required ? 'primary' : 'neutral'}>
            {last.content.required ? required.required : required.optional}
          </Badge>
          <span className="text-sm text-slate-700">
            {consentAdminTexts.list.kinds(kindLabels(last.content.requestKinds))}
          </span>
        </div>
        {offered.length > 1 && (
          <Select
            label={texts.language}
            className="max-w-xs"
            value={language}
            options={offered.map((code) => ({ value: code, label: LANGUAGE_INFO[code].germanName }))}
            onChange={(event) => {
              if (isPatientLanguage(event.target.value)) setLanguage(event.target.value);
            }}
          />
        )}
        <article
          lang={text.language}
          dir={LANGUAGE_INFO[text.language].dir}
          className="rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          <h3 className="mb-3 text-lg font-semibold text-slate-900">{text.title}</h3>
          <ConsentText text={text.body} headingLevel={4} />
        </article>
        <p className="text-xs text-slate-600">
          {texts.checksum}: <span className="break-all font-mono">{last.content_sha256}</span>
        </p>
      </div>
    </Modal>
  );
}
