import { RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { type RedFlag, specialNotes } from '../../../common/anamnese/redFlags.ts';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import type { AiSummary } from '../../../common/schemas/submissionDetail.ts';
import { summaryText } from '../../../common/submission/summaryText.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { CopyButton } from '../../components/CopyButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { FallbackNotice, MetaList } from './Section.tsx';

const texts = submissionTexts.anamnese;

/** What the block shows of a summary (the magic-link view's answer has no row id). */
export type SummaryView = Omit<AiSummary, 'id'>;

interface SummaryBlockProps {
  summary: SummaryView | null;
  flags: readonly RedFlag[];
  onGenerate?: () => void;
  pending?: boolean;
  error?: string | null;
}

/** KI-Zusammenfassung (spec 001 §2.2): create / regenerate, the in-progress state, then the latest summary. */
export function SummaryBlock({ summary, flags, onGenerate, pending = false, error }: SummaryBlockProps) {
  const content = summary?.summary ?? null;
  const notes = specialNotes(flags, content?.riskFactors ?? []);

  return (
    <section aria-labelledby="ai-summary-heading" data-testid="ai-summary" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="ai-summary-heading" className="text-base font-semibold text-slate-900">
          {texts.summaryTitle}
        </h3>
        {content && <CopyButton what={texts.summaryTitle} text={summaryText(content)} />}
        {onGenerate && (
          <Button
            variant={summary ? 'secondary' : 'primary'}
            loading={pending}
            onClick={onGenerate}
            icon={
              summary ? (
                <RefreshCw aria-hidden="true" className="size-4" />
              ) : (
                <Sparkles aria-hidden="true" className="size-4" />
              )
            }
          >
            {summary ? texts.regenerateSummary : texts.createSummary}
          </Button>
        )}
      </div>

      {pending && (
        <p className="flex items-center gap-2 rounded-md bg-primary-light px-3 py-2 text-sm text-teal-900">
          <span className="text-primary">
            <Spinner size="sm" />
          </span>
          <span role="status">{texts.generatingSummary}</span>
        </p>
      )}
      {error && <Alert>{error}</Alert>}

      {!summary && <p className="text-sm text-slate-600">{texts.noSummary}</p>}
      {summary?.fallback_reason && <FallbackNotice text={submissionTexts.fallbackNotice} />}
      {summary && !content && (
        <p className="text-sm font-medium text-red-800">{submissionTexts.decryptionFailed}</p>
      )}
      {content && (
        <div className="flex flex-col gap-3 text-sm">
          <div>
            <h4 className="font-semibold text-slate-900">{texts.summary}</h4>
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{content.summary}</p>
          </div>
          <ListBlock title={texts.keyFindings} items={content.keyFindings} testId="key-findings" />
          <ListBlock title={texts.recommendations} items={content.recommendations} testId="recommendations" />
        </div>
      )}

      {(content || notes.flags.length > 0) && (
        <div className="text-sm" data-testid="special-notes">
          <h4 className="font-semibold text-slate-900">{texts.riskFactors}</h4>
          {notes.flags.length + notes.others.length === 0 ? (
            <p className="mt-1 text-slate-600">{texts.noEntries}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1">
              {notes.flags.map((text) => (
                <li
                  key={`flag-${text}`}
                  data-red-flag="true"
                  className="flex items-start gap-2 rounded-md border-l-4 border-red-600 bg-red-50 px-2 py-1 font-medium text-red-900"
                >
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                  <span className="min-w-0 break-words">
                    <span className="sr-only">{texts.redFlag}: </span>
                    {text}
                  </span>
                </li>
              ))}
              {notes.others.map((text) => (
                <li key={`risk-${text}`} className="ml-5 list-disc break-words text-slate-800">
                  {text}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {summary && (
        <MetaList
          testId="summary-meta"
          items={[
            { label: texts.model, value: summary.ai_model },
            { label: texts.createdAt, value: formatGermanDateTime(summary.created_at) },
            { label: texts.processingTime, value: texts.processingMs(summary.processing_time_ms) },
            { label: texts.tokens, value: texts.tokensValue(summary.tokens_used) },
            { label: texts.generationTime, value: texts.generationSeconds(summary.processing_time_ms) },
          ]}
        />
      )}
    </section>
  );
}

function ListBlock({ title, items, testId }: { title: string; items: readonly string[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-600">{texts.noEntries}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">
          {[...new Set(items)].map((item) => (
            <li key={item} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
