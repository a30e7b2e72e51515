import { consentDetailTexts as texts } from '../../../../common/texts/consentDetail.ts';
import { Alert } from '../../../components/Alert.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { Section } from '../Section.tsx';
import { ConsentRow } from './ConsentRow.tsx';
import { useConsents } from './useConsents.ts';

/**
 * "Einwilligungen" on the staff detail screen (issue 30): the consent documents the request needed, one row
 * each. Nothing at all for a request that needed none. The detail shows it once the first answer is in
 * (usePanelsReady.ts); while a retry after a failed one runs, one quiet placeholder row, since only the answer
 * tells whether there is anything to show.
 */
export function ConsentSection({ submissionId }: { submissionId: string }) {
  const consents = useConsents(submissionId);

  if (consents.isPending) return <SkeletonRows rows={1} label={texts.loading} />;
  const list = consents.data;
  // A failed first load (a failed refetch keeps showing what was loaded).
  if (!list)
    return (
      <Section title={texts.title} testId="consent-section">
        <Alert onRetry={() => void consents.refetch()} retrying={consents.isFetching}>
          {texts.loadFailed}
        </Alert>
      </Section>
    );
  if (list.length === 0) return null;

  return (
    <Section title={texts.title} testId="consent-section">
      <ul className="flex flex-col gap-3">
        {list.map((consent) => (
          <ConsentRow key={consent.id} submissionId={submissionId} consent={consent} />
        ))}
      </ul>
    </Section>
  );
}
