import type { ConsentDocument } from '../../../../common/consent/api.ts';
import { germanDate } from '../../../../common/format/germanDate.ts';
import { consentAdminTexts } from '../../../../common/texts/consentAdmin.ts';
import { Badge } from '../../../components/Badge.tsx';
import { kindLabels } from './consentForm.ts';

const texts = consentAdminTexts.list;

interface DocumentListProps {
  documents: readonly ConsentDocument[];
  selectedId: string | null;
  /** The open document has edits that are not saved yet. */
  selectedDirty: boolean;
  onSelect: (document: ConsentDocument) => void;
}

/** Current documents first, archived ones after them; each keeps the server's order within its group. */
const ordered = (documents: readonly ConsentDocument[]) => [
  ...documents.filter((document) => !document.archived_at),
  ...documents.filter((document) => document.archived_at),
];

/** The practice's documents as a list of buttons; the open one is marked (aria-current). */
export function DocumentList({ documents, selectedId, selectedDirty, onSelect }: DocumentListProps) {
  return (
    <ul aria-label={texts.label} className="flex flex-col gap-2">
      {ordered(documents).map((document) => {
        const selected = document.id === selectedId;
        return (
          <li key={document.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(document)}
              data-testid={`consent-document-${document.id}`}
              className={`flex w-full flex-col gap-1.5 rounded-lg border px-4 py-3 text-left shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${
                selected ? 'border-primary bg-primary-light' : 'border-slate-200 bg-white'
              } ${document.archived_at ? 'opacity-80' : ''}`}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-base font-semibold text-slate-900">
                  {document.draft.title || texts.untitled}
                </span>
                <Badge tone={document.draft.required ? 'primary' : 'neutral'}>
                  {consentAdminTexts.required.short[document.draft.required ? 'required' : 'optional']}
                </Badge>
                {document.archived_at && <Badge tone="neutral">{texts.archived}</Badge>}
                {selected && selectedDirty && <Badge tone="warning">{texts.unsaved}</Badge>}
                {document.published && document.has_unpublished_changes && (
                  <Badge tone="info">{texts.unpublished}</Badge>
                )}
              </span>
              <span className="text-sm text-slate-700">
                {document.published
                  ? texts.published(
                      document.published.version,
                      germanDate(new Date(document.published.published_at)),
                    )
                  : texts.notPublished}
              </span>
              <span className="text-sm text-slate-600">
                {texts.kinds(kindLabels(document.draft.requestKinds))}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
