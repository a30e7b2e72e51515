import { Code, FileText, RefreshCw, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import type { GeneratedText, SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CopyButton } from '../../components/CopyButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { FallbackNotice, MetaList, Section } from './Section.tsx';
import { SAFE_HTML_CLASSES, sanitizedHtml } from './safeHtml.tsx';

const texts = submissionTexts.generatedText;

interface GeneratedTextSectionProps {
  generatedText: SubmissionDetail['generated_text'];
  /** Absent: no generate buttons (read-only). */
  onGenerate?: (regenerate: boolean) => void;
  pending?: boolean;
  error?: string | null;
}

/** Generierter Fließtext: text or our sanitised HTML, generate when none, regenerate after a warning. */
export function GeneratedTextSection({
  generatedText,
  onGenerate,
  pending = false,
  error,
}: GeneratedTextSectionProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const exists = generatedText !== null;

  const action = onGenerate ? (
    exists ? (
      <Button
        variant="secondary"
        loading={pending}
        onClick={() => setConfirmOpen(true)}
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
      >
        {texts.regenerate}
      </Button>
    ) : (
      <Button
        loading={pending}
        onClick={() => onGenerate(false)}
        icon={<Sparkles aria-hidden="true" className="size-4" />}
      >
        {texts.generate}
      </Button>
    )
  ) : null;

  return (
    <Section title={texts.title} actions={action} testId="generated-text">
      {pending && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span className="text-primary">
            <Spinner size="sm" />
          </span>
          <span role="status">{texts.generating}</span>
        </p>
      )}
      {error && <Alert>{error}</Alert>}
      {generatedText === null && <p className="text-sm text-slate-600">{texts.none}</p>}
      {generatedText === 'decryption_failed' && (
        <p className="text-sm font-medium text-red-800">{submissionTexts.decryptionFailed}</p>
      )}
      {generatedText !== null && generatedText !== 'decryption_failed' && <TextBody text={generatedText} />}
      {onGenerate && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={texts.confirmTitle}
          description={texts.confirmDescription}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          onConfirm={() => {
            setConfirmOpen(false);
            onGenerate(true);
          }}
        />
      )}
    </Section>
  );
}

function TextBody({ text }: { text: GeneratedText }) {
  const [showHtml, setShowHtml] = useState(false);
  const html = useMemo(() => (showHtml ? sanitizedHtml(text.html) : null), [showHtml, text.html]);
  const generatedAt = text.generated_at ? formatGermanDateTime(text.generated_at) : '';

  return (
    <div className="flex flex-col gap-3">
      {text.fallback_reason && <FallbackNotice text={submissionTexts.fallbackNotice} />}
      <div className="flex flex-wrap items-start gap-2">
        <CopyButton what={texts.title} text={text.text} />
        <Button
          variant="secondary"
          onClick={() => setShowHtml((value) => !value)}
          icon={
            showHtml ? (
              <FileText aria-hidden="true" className="size-4" />
            ) : (
              <Code aria-hidden="true" className="size-4" />
            )
          }
        >
          {showHtml ? texts.showText : texts.showHtml}
        </Button>
      </div>
      {showHtml ? (
        <div data-testid="generated-html" className={SAFE_HTML_CLASSES}>
          {html}
        </div>
      ) : (
        <div
          data-testid="generated-plain"
          className="min-w-0 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
        >
          {text.text}
        </div>
      )}
      <MetaList
        items={[
          { label: texts.model, value: text.model },
          ...(generatedAt ? [{ label: texts.generatedAt, value: generatedAt }] : []),
        ]}
      />
    </div>
  );
}
