import { FileSignature, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { StaffConsent } from '../../../../common/consent/api.ts';
import { formatGermanDateTime, formatGermanDay } from '../../../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../../../common/reception/referenceNumber.ts';
import { consentDetailTexts as texts } from '../../../../common/texts/consentDetail.ts';
import { LANGUAGE_INFO } from '../../../../common/texts/patient/languages.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { useTransientMessage } from '../../../hooks/useTransientMessage.ts';
import { DD_CLASSES, DL_CLASSES, DT_CLASSES } from '../Section.tsx';
import { useFileDownload } from '../useFileDownload.ts';
import { RevocationDialog } from './RevocationDialog.tsx';
import { consentPdfUrl } from './useConsents.ts';

/** Enough of the SHA-256 to compare by eye; the copy button copies all of it. */
const SHORT_CHECK_VALUE = 16;

function statusBadge(consent: StaffConsent): { tone: BadgeTone; label: string } {
  if (consent.revocation) return { tone: 'danger', label: texts.revoked };
  if (consent.status === 'signed') return { tone: 'success', label: texts.statuses.signed };
  if (consent.status === 'declined') return { tone: 'neutral', label: texts.statuses.declined };
  return { tone: 'warning', label: texts.statuses.pending };
}

interface ConsentRowProps {
  submissionId: string;
  consent: StaffConsent;
}

/**
 * One document of the request: status, the evidence's facts, the seal's check, "Signiertes PDF" and, for a
 * signed one not yet withdrawn, "Widerruf erfassen". Buttons name the document, as several rows carry them.
 */
export function ConsentRow({ submissionId, consent }: ConsentRowProps) {
  const pdf = useFileDownload();
  const [dialog, setDialog] = useState({ open: false, opening: 0 });
  const [saved, setSaved] = useTransientMessage();
  const [focusRevocation, setFocusRevocation] = useState(false);
  const revocationRef = useRef<HTMLDivElement>(null);

  // After saving, the button that opened the dialog is gone: focus moves to the revocation it recorded. Behind
  // the dialog's own focus return, which runs on the next task when it closes.
  useEffect(() => {
    if (!focusRevocation) return;
    const timer = setTimeout(() => {
      revocationRef.current?.focus();
      setFocusRevocation(false);
    }, 0);
    return () => clearTimeout(timer);
  }, [focusRevocation]);

  const badge = statusBadge(consent);
  const answered = consent.status !== 'pending';
  const revocable = consent.status === 'signed' && !consent.revocation;
  const answeredAt = consent.answered_at ? formatGermanDateTime(consent.answered_at) : '';
  const language = consent.language && consent.language !== 'de' ? LANGUAGE_INFO[consent.language] : null;

  return (
    <li
      data-testid="consent-row"
      data-status={consent.revocation ? 'revoked' : consent.status}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="text-base font-semibold break-words text-slate-900">{consent.title}</h3>
          <p className="text-xs text-slate-600">
            {texts.version(consent.version)} · {consent.required ? texts.required : texts.optional}
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>

      {consent.intact === false && <Alert title={texts.brokenTitle}>{texts.brokenBody}</Alert>}

      {answered ? (
        <dl className={`${DL_CLASSES} text-sm`}>
          {answeredAt && (
            <>
              <dt className={DT_CLASSES}>{texts.facts.answeredAt}</dt>
              <dd className={`${DD_CLASSES} tabular-nums`}>
                <time dateTime={consent.answered_at ?? undefined}>{answeredAt}</time>
              </dd>
            </>
          )}
          {consent.name !== null && (
            <>
              <dt className={DT_CLASSES}>{texts.facts.name}</dt>
              <dd className={DD_CLASSES}>{consent.name}</dd>
            </>
          )}
          {consent.method && (
            <>
              <dt className={DT_CLASSES}>{texts.facts.method}</dt>
              <dd className={DD_CLASSES}>{texts.methods[consent.method]}</dd>
            </>
          )}
          {language && (
            <>
              <dt className={DT_CLASSES}>{texts.facts.language}</dt>
              <dd className={DD_CLASSES}>{language.germanName}</dd>
            </>
          )}
          <dt className={DT_CLASSES}>{texts.facts.checkValue}</dt>
          <dd className={`${DD_CLASSES} flex flex-wrap items-center gap-2`}>
            {consent.check_value ? (
              <>
                <code
                  title={consent.check_value}
                  data-testid="consent-check-value"
                  className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800"
                >
                  {consent.check_value.slice(0, SHORT_CHECK_VALUE)}…
                </code>
                <CopyButton what={texts.checkValueOf(consent.title)} text={consent.check_value} />
              </>
            ) : (
              <span className="text-slate-600">{texts.checkValueUnreadable}</span>
            )}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{texts.pendingHint}</p>
      )}

      {consent.revocation && (
        <div
          ref={revocationRef}
          tabIndex={-1}
          data-testid="consent-revocation"
          className="flex flex-col gap-0.5 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 focus-visible:outline-2 focus-visible:outline-focus"
        >
          <p className="font-medium">
            {texts.revocation.revokedOn(formatGermanDay(consent.revocation.revoked_on))}
          </p>
          <p className="text-xs">
            {consent.revocation.recorded_by
              ? texts.revocation.recordedBy(
                  consent.revocation.recorded_by,
                  formatGermanDateTime(consent.revocation.recorded_at),
                )
              : texts.revocation.recordedByUnknown(formatGermanDateTime(consent.revocation.recorded_at))}
          </p>
          {consent.revocation.note && (
            <p className="whitespace-pre-wrap break-words">
              <span className="font-medium">{texts.revocation.noteLabel}:</span> {consent.revocation.note}
            </p>
          )}
        </div>
      )}

      {(answered || revocable) && (
        <div className="flex flex-wrap gap-2">
          {answered && (
            <Button
              variant="secondary"
              aria-label={texts.pdfLabel(consent.title)}
              loading={pdf.pending}
              onClick={() =>
                void pdf.download(
                  consentPdfUrl(submissionId, consent.id),
                  (serverName) =>
                    serverName ?? `Einwilligung-${referenceNumber(submissionId)}-v${consent.version}.pdf`,
                )
              }
              icon={<FileSignature aria-hidden="true" className="size-4" />}
            >
              {texts.pdf}
            </Button>
          )}
          {revocable && (
            <Button
              variant="secondary"
              aria-label={texts.revocation.recordLabel(consent.title)}
              onClick={() => setDialog((current) => ({ open: true, opening: current.opening + 1 }))}
              icon={<Undo2 aria-hidden="true" className="size-4" />}
            >
              {texts.revocation.record}
            </Button>
          )}
        </div>
      )}
      {pdf.failed && <Alert>{texts.pdfFailed}</Alert>}
      <StatusMessage message={saved} />

      {/* Stays mounted once opened: the revocation removes `revocable` before the dialog hears of its success. */}
      {dialog.opening > 0 && (
        <RevocationDialog
          key={dialog.opening}
          submissionId={submissionId}
          consent={consent}
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          onSaved={() => {
            setDialog((current) => ({ ...current, open: false }));
            setSaved(texts.revocation.saved);
            setFocusRevocation(true);
          }}
        />
      )}
    </li>
  );
}
