import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  formatGermanDateTime,
  messagePreview,
  requestKindLabel,
  submissionTitle,
} from '../../../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../../../common/reception/referenceNumber.ts';
import { searchTexts } from '../../../../common/texts/search.ts';
import { isApiError } from '../../../api/ApiError.ts';
import type { SubmissionCardData } from '../../../api/submissions.ts';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { controlClasses } from '../../../components/fieldStyles.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { useSearch } from './useSearch.ts';

const texts = searchTexts;

interface SearchFieldProps {
  /** The practice the dashboard shows (uuid or slug), null for all of the user's practices. */
  tenant: string | null;
  /** The dashboard's "Spam anzeigen": spam is found only then. */
  includeSpam: boolean;
  /** Name each result's practice (the user works for more than one). */
  showPractice?: boolean;
  className?: string;
}

/**
 * "Anfragen durchsuchen" (issue 28): a search field above the dashboard's list. Typing (debounced) shows the
 * matching requests in a panel below it, newest first; a result is a link to the request's detail, so the
 * dashboard's filters stay in its address and storage and "Zurück" finds the same search. Arrow down moves
 * from the field into the results, Escape closes them. The words never go into the address.
 */
export function SearchField({ tenant, includeSpam, showPractice = false, className = '' }: SearchFieldProps) {
  const search = useSearch({ tenant, includeSpam });
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const statusId = `${id}-status`;
  const panelId = `${id}-results`;

  const answer = search.results?.data;
  const error = search.results?.isError ? search.results.error : null;
  const showPanel = open && search.text.trim() !== '';

  let status: string;
  if (search.tooShort) status = texts.status.tooShort;
  else if (error) status = isApiError(error, 400) ? error.message : texts.status.failed;
  else if (search.searching || !answer) status = texts.status.searching;
  else if (answer.submissions.length === 0) status = texts.status.none;
  else if (answer.truncated) status = texts.status.truncated(answer.submissions.length);
  else status = texts.status.count(answer.submissions.length);
  const results = !search.tooShort && !error ? (answer?.submissions ?? []) : [];

  const resultLinks = () => [
    ...(panelRef.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? []),
  ];

  function close() {
    setOpen(false);
    inputRef.current?.focus();
  }

  function onFieldKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      // The panel renders with the first result before the next frame.
      requestAnimationFrame(() => resultLinks()[0]?.focus());
    } else if (event.key === 'Escape') {
      if (showPanel) {
        event.preventDefault();
        setOpen(false);
      } else if (search.text) {
        event.preventDefault();
        search.setText('');
      }
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const links = resultLinks();
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' && at >= 0) {
      event.preventDefault();
      links[Math.min(links.length - 1, at + 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      if (at === 0) inputRef.current?.focus();
      else links[at - 1]?.focus();
    }
  }

  return (
    // Focus leaving the field and its panel closes the panel; coming back opens it with the same results.
    <search
      className={`relative block w-full sm:w-96 ${className}`}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {texts.field.label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        value={search.text}
        onChange={(event) => {
          search.setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onFieldKeyDown}
        placeholder={texts.field.placeholder}
        title={texts.field.hint}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-controls={showPanel ? panelId : undefined}
        aria-describedby={showPanel ? statusId : undefined}
        className={`${controlClasses('md', false)} ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {search.text && (
        <button
          type="button"
          onClick={() => {
            search.setText('');
            inputRef.current?.focus();
          }}
          aria-label={texts.field.clear}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-focus"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
      {showPanel && (
        // Pressing inside keeps the focus (Safari does not focus a clicked link; the panel would close first).
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys move between the result links inside
        <div
          ref={panelRef}
          id={panelId}
          onMouseDown={(event) => {
            if (!(event.target as HTMLElement).closest('a, button')) event.preventDefault();
          }}
          onKeyDown={onPanelKeyDown}
          className="absolute z-30 mt-1 w-full min-w-72 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg sm:w-[32rem]"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
            <p id={statusId} role="status" className="flex items-center gap-2 text-sm text-slate-700">
              {search.searching && !search.tooShort && <Spinner size="sm" />}
              {status}
            </p>
            {error && !isApiError(error, 400) && (
              <Button variant="ghost" onClick={() => void search.results?.refetch()}>
                {texts.status.retry}
              </Button>
            )}
          </div>
          {results.length > 0 && (
            <ul aria-label={texts.field.resultsLabel} className="max-h-[60vh] overflow-y-auto py-1">
              {results.map((submission) => (
                <li key={submission.id}>
                  <SearchResult submission={submission} showPractice={showPractice} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
}

function SearchResult({
  submission,
  showPractice,
}: {
  submission: SubmissionCardData;
  showPractice: boolean;
}) {
  const data = submission.form_data ?? {};
  const readable = typeof data._decryptionError !== 'string';
  const title = submissionTitle(readable ? data : {}, submission.form_type, submission.id);
  const preview = readable ? messagePreview(data) : '';
  const details = [
    texts.result.reference(referenceNumber(submission.id)),
    requestKindLabel(submission.request_kind, submission.form_type),
    formatGermanDateTime(submission.created_at),
    showPractice ? submission.tenants?.name : null,
  ].filter(Boolean);
  return (
    <Link
      to={`/submissions/${submission.id}`}
      data-search-result=""
      className="flex flex-col gap-0.5 px-3 py-2 text-sm hover:bg-slate-50 focus-visible:bg-teal-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
    >
      <span className="flex items-center gap-2">
        <span className="min-w-0 truncate font-medium text-slate-900">{title}</span>
        {submission.is_spam && <Badge tone="danger">{texts.result.spam}</Badge>}
      </span>
      <span className="text-xs text-slate-600">{details.join(' · ')}</span>
      {preview && <span className="truncate text-xs text-slate-500">{preview}</span>}
    </Link>
  );
}
