import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { answerLines } from '../../../common/anamnese/answerText.ts';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import { translationFieldKey } from '../../../common/schemas/translation.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Badge } from '../../components/Badge.tsx';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { PreformattedBlock } from './Section.tsx';
import { TranslatedText } from './translation/TranslatedText.tsx';

const texts = submissionTexts.anamnese;

type View = 'formatted' | 'raw';

interface AnswersBlockProps {
  /** null when the answers cannot be decrypted. */
  answers: Record<string, unknown> | null;
  completedAt: string;
  /** Fields a red flag points at: highlighted by a red border and a "Warnzeichen" badge. */
  flagged: ReadonlySet<string>;
  /** Machine translations of free-text answers by field key, shown under the answer (issue 29). */
  translations?: Record<string, string>;
}

/** Detaillierte Anamnese-Antworten: all 20 fields with German labels, or the raw answers as JSON. */
export function AnswersBlock({ answers, completedAt, flagged, translations }: AnswersBlockProps) {
  const [view, setView] = useState<View>('formatted');

  return (
    <section aria-labelledby="answers-heading" data-testid="anamnese-answers" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <h3 id="answers-heading" className="text-base font-semibold text-slate-900">
            {texts.answersTitle}
          </h3>
          <p className="text-xs text-slate-600">
            {texts.completedAt}: <time dateTime={completedAt}>{formatGermanDateTime(completedAt)}</time>
          </p>
        </div>
        {answers && (
          <SegmentedControl<View>
            label={texts.view}
            value={view}
            onChange={setView}
            options={[
              { value: 'formatted', label: texts.formatted },
              { value: 'raw', label: texts.raw },
            ]}
          />
        )}
      </div>

      {answers === null ? (
        <p className="text-sm font-medium text-red-800">{submissionTexts.decryptionFailed}</p>
      ) : view === 'raw' ? (
        <PreformattedBlock label={texts.raw} testId="answers-raw">
          {JSON.stringify(answers, null, 2)}
        </PreformattedBlock>
      ) : (
        <dl data-testid="answers-formatted" className="flex flex-col gap-1 text-sm">
          {answerLines(answers).map((line) => {
            const isFlagged = flagged.has(line.id);
            return (
              <div
                key={line.id}
                data-field={line.id}
                data-red-flag={isFlagged || undefined}
                className={`grid min-w-0 gap-x-6 gap-y-0.5 rounded-md px-3 py-1.5 sm:grid-cols-[minmax(9rem,16rem)_minmax(0,1fr)] ${
                  isFlagged ? 'border-l-4 border-red-600 bg-red-50' : 'border-l-4 border-transparent'
                }`}
              >
                <dt className="flex flex-wrap items-center gap-2 font-medium text-slate-700">
                  {line.label}
                  {isFlagged && (
                    <Badge tone="danger">
                      <TriangleAlert aria-hidden="true" className="mr-1 size-3" />
                      {texts.redFlag}
                    </Badge>
                  )}
                </dt>
                <dd
                  className={`min-w-0 break-words ${line.answered ? 'text-slate-900' : 'text-slate-600 italic'}`}
                >
                  {line.text}
                  <TranslatedText text={translations?.[translationFieldKey.anamnese(line.id)]} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
