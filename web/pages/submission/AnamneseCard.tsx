import { type ReactNode, useMemo } from 'react';
import { flaggedFields, redFlags } from '../../../common/anamnese/redFlags.ts';
import type { AnamneseDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Alert } from '../../components/Alert.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { AnswersBlock } from './AnswersBlock.tsx';
import { Section } from './Section.tsx';
import { SummaryBlock, type SummaryView } from './SummaryBlock.tsx';
import type { AiActions, AnamneseLoadState } from './types.ts';

const texts = submissionTexts.anamnese;

/** What the card shows: the staff's anamnese detail, or the magic-link view's narrower answer. */
export interface AnamneseCardData {
  anamnese: Pick<NonNullable<AnamneseDetail['anamnese']>, 'completed_at' | 'answers'> | null;
  summary: SummaryView | null;
}

interface AnamneseCardProps {
  /** The submission's has_anamnese: without it nothing is loaded and the card says so. */
  hasAnamnese: boolean;
  /** undefined while it loads (or failed to load). */
  anamnese: AnamneseCardData | undefined;
  load?: AnamneseLoadState;
  /** Without it the card is read-only: no generate buttons. */
  ai?: AiActions;
  /** Machine translations of the free-text answers by field key (issue 29). */
  translations?: Record<string, string>;
}

/** The anamnese data card (spec 001 §2.2): KI-Zusammenfassung and Detaillierte Anamnese-Antworten. */
export function AnamneseCard({ hasAnamnese, anamnese, load, ai, translations }: AnamneseCardProps) {
  const record = anamnese?.anamnese ?? null;
  const answers = record?.answers ?? null;
  const flags = useMemo(() => (answers ? redFlags(answers) : []), [answers]);
  const flagged = useMemo(() => flaggedFields(flags), [flags]);

  let body: ReactNode;
  if (!hasAnamnese) {
    body = <p className="text-sm text-slate-700">{texts.none}</p>;
  } else if (load?.error && !anamnese) {
    body = (
      <Alert onRetry={load.onRetry} retrying={load.retrying}>
        {submissionTexts.errors.anamneseLoad(load.error)}
      </Alert>
    );
  } else if (!anamnese) {
    body = <SkeletonRows rows={2} label={texts.loading} />;
  } else if (!record) {
    body = <p className="text-sm text-slate-700">{texts.none}</p>;
  } else {
    body = (
      <>
        <SummaryBlock
          summary={anamnese.summary}
          flags={flags}
          onGenerate={answers ? ai?.onGenerateSummary : undefined}
          pending={ai?.summaryPending}
          error={ai?.summaryError}
        />
        <hr className="border-slate-200" />
        <AnswersBlock
          answers={answers}
          completedAt={record.completed_at}
          flagged={flagged}
          translations={translations}
        />
      </>
    );
  }

  return (
    <Section title={texts.title} testId="anamnese-card">
      {body}
    </Section>
  );
}
