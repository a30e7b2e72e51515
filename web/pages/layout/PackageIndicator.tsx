import { DEFAULT_PACKAGE_KEY } from '../../../common/membership.ts';
import { displayPackageName } from '../../../common/packageName.ts';
import type { SessionMembership } from '../../../common/schemas/session.ts';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { Badge } from '../../components/Badge.tsx';

interface PackageIndicatorProps {
  membership: SessionMembership | null;
}

/**
 * The current membership package in the header, with a "Beta" badge on the beta package. A user without a
 * membership has the default package (spec 001 §9), as /membership shows it.
 */
export function PackageIndicator({ membership }: PackageIndicatorProps) {
  const name = displayPackageName(membership?.package_name ?? DEFAULT_PACKAGE_KEY);
  // The beta package is itself called "Beta": show the badge alone rather than "Beta Beta".
  const isBeta = membership?.is_beta ?? false;
  const showName = !isBeta || name.toLowerCase() !== layoutTexts.betaBadge.toLowerCase();
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="sr-only">{layoutTexts.currentPackage}:</span>
      {showName && <span className="truncate text-sm font-semibold text-slate-900">{name}</span>}
      {isBeta && <Badge tone="warning">{layoutTexts.betaBadge}</Badge>}
    </span>
  );
}
