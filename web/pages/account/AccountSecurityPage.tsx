import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { useOwnTwoFactor } from '../../api/twoFactor.ts';
import { Alert } from '../../components/Alert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

const texts = twoFactorTexts.account;

/** /account, "Sicherheit" (from the account menu): the signed-in user's password and two-factor login. */
export function AccountSecurityPage() {
  const status = useOwnTwoFactor();
  return (
    <>
      <PageHeader title={texts.pageTitle} />
      <div className="flex max-w-2xl flex-col gap-6">
        <ChangePasswordSection />
        {status.isPending ? (
          <SkeletonRows rows={3} label={texts.loading} />
        ) : status.isError ? (
          <Alert onRetry={() => void status.refetch()} retrying={status.isFetching}>
            {texts.loadFailed}
          </Alert>
        ) : (
          <TwoFactorSection status={status.data} />
        )}
      </div>
    </>
  );
}
