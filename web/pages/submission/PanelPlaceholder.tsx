import { Card } from '../../components/Card.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';

/**
 * Where a lazily loaded panel of the detail will be, while its code loads: a card of its size, so the sections
 * below it (spam, e-mails) do not jump under a pointer about to click them.
 */
export function PanelPlaceholder({ label, minHeight }: { label: string; minHeight: string }) {
  return (
    <Card className={`flex flex-col ${minHeight}`}>
      <SkeletonRows rows={2} label={label} />
    </Card>
  );
}
