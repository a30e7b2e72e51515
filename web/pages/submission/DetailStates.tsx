import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Alert } from '../../components/Alert.tsx';
import { buttonClasses } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';

const texts = submissionTexts;

function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClasses('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {texts.errors.backToDashboard}
    </Link>
  );
}

/** While the detail loads: the heading's place and grey cards. */
export function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.pageTitle} />
      <SkeletonRows rows={4} label={texts.loading} />
    </div>
  );
}

/** Unknown ids and other practices' ids alike (no hint that they exist). */
export function DetailNotFound({ backTo }: { backTo: string }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.pageTitle} />
      <EmptyState
        icon={<SearchX aria-hidden="true" className="size-8" />}
        title={texts.errors.notFound}
        hint={texts.errors.notFoundHint}
        action={
          <div className="mt-2">
            <BackLink to={backTo} />
          </div>
        }
      />
    </div>
  );
}

/** Any other failure: the spec's message, retry and a way back. */
export function DetailLoadError({
  backTo,
  onRetry,
  retrying,
}: {
  backTo: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.pageTitle} />
      <Alert onRetry={onRetry} retrying={retrying}>
        {texts.errors.load}
      </Alert>
      <div>
        <BackLink to={backTo} />
      </div>
    </div>
  );
}
