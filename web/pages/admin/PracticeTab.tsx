import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfoBox } from '../../components/InfoBox.tsx';
import { Select } from '../../components/Select.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { useManagedPractices } from './useManagedPractices.ts';

interface PracticeTabProps {
  /** The section's id prefix (its hidden heading's id). */
  id: string;
  texts: {
    heading: string;
    intro: { title: string; points: readonly string[] };
    practice: string;
    noPractices: string;
    loading: string;
  };
  /** For the intro and the empty state. */
  icon: LucideIcon;
  /** What the tab shows for the chosen practice. */
  children: (tenantId: string) => ReactNode;
}

/**
 * An administration tab about one practice at a time (Aufbewahrung, Antwortvorlagen): the intro, the practice
 * select (the first practice at first) and what the tab shows for the chosen one.
 */
export function PracticeTab({ id, texts, icon: Icon, children }: PracticeTabProps) {
  const practices = useManagedPractices();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = practices.data ?? [];
  const tenantId = chosen ?? list[0]?.id ?? null;
  const headingId = `${id}-heading`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="sr-only">
        {texts.heading}
      </h2>
      <InfoBox icon={<Icon />} title={texts.intro.title}>
        <ul className="list-disc space-y-1 pl-5">
          {texts.intro.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </InfoBox>
      {practices.isPending ? (
        <SkeletonRows rows={3} label={texts.loading} />
      ) : list.length === 0 || !tenantId ? (
        <EmptyState icon={<Icon aria-hidden="true" className="size-8" />} title={texts.noPractices} />
      ) : (
        <>
          <Select
            label={texts.practice}
            className="max-w-sm"
            value={tenantId}
            options={list.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
            onChange={(event) => setChosen(event.target.value)}
          />
          {children(tenantId)}
        </>
      )}
    </section>
  );
}
