import { PackageX } from 'lucide-react';
import { defaultPackage, priceMembership } from '../../../common/membershipPricing.ts';
import { membershipTexts } from '../../../common/texts/membership.ts';
import { useOwnMembership, usePackages } from '../../api/memberships.ts';
import { Alert } from '../../components/Alert.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { AddonList } from './AddonList.tsx';
import { AvailablePackages } from './AvailablePackages.tsx';
import { BetaNotice } from './BetaNotice.tsx';
import { CurrentPackage } from './CurrentPackage.tsx';
import { SubscribedAddons } from './SubscribedAddons.tsx';

const texts = membershipTexts.page;

/** /membership, "Ihre Mitgliedschaft", for every signed-in user (spec 001 §2.5, spec 002 "Membership page"). */
export function MembershipPage() {
  const own = useOwnMembership();
  const packages = usePackages();

  if (own.isPending || packages.isPending) {
    return (
      <>
        <PageHeader title={texts.title} />
        <SkeletonRows rows={4} label={texts.loading} />
      </>
    );
  }
  if (own.isError || packages.isError) {
    const retry = () => {
      if (own.isError) void own.refetch();
      if (packages.isError) void packages.refetch();
    };
    return (
      <>
        <PageHeader title={texts.title} />
        <Alert onRetry={retry} retrying={own.isFetching || packages.isFetching}>
          {texts.loadFailed}
        </Alert>
      </>
    );
  }

  const membership = own.data;
  // A user without a membership sees the default package, Kompakt (spec 001 §9).
  const pkg = membership?.package ?? defaultPackage(packages.data);
  if (!pkg) {
    return (
      <>
        <PageHeader title={texts.title} />
        <EmptyState icon={<PackageX aria-hidden="true" className="size-8" />} title={texts.noPackage} />
      </>
    );
  }
  const booked = membership?.addons ?? [];
  const pricing = priceMembership(pkg, booked);

  return (
    <>
      <PageHeader title={texts.title} />
      <div className="flex flex-col gap-8">
        <BetaNotice />
        <CurrentPackage pkg={pkg} pricing={pricing} since={membership?.start_date ?? null} />
        <SubscribedAddons pricing={pricing} />
        <AvailablePackages packages={packages.data} currentPackageId={pkg.id} />
        <AddonList pkg={pkg} booked={booked} />
      </div>
    </>
  );
}
