import { displayPackageName } from '../../../common/packageName.ts';
import type { SessionMembership } from '../../../common/schemas/session.ts';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { Badge } from '../../components/Badge.tsx';

interface PackageIndicatorProps {
  membership: SessionMembership | null;
}

/** The current membership package in the header, with a "Beta" badge on the beta package. */
export function PackageIndicator({ membership }: PackageIndicatorProps) {
  if (!membership) {
    return <span className="text-sm text-slate-600">{layoutTexts.noPackage}</span>;
  }
  const name = displayPackageName(membership.package_name);
  // The beta package is itself called "Beta": show the badge alone rather than "Beta Beta".
  const showName = !membership.is_beta || name.toLowerCase() !== layoutTexts.betaBadge.toLowerCase();
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="sr-only">{layoutTexts.currentPackage}:</span>
      {showName && <span className="truncate text-sm font-semibold text-slate-900">{name}</span>}
      {membership.is_beta && <Badge tone="warning">{layoutTexts.betaBadge}</Badge>}
    </span>
  );
}
