import { Archive } from 'lucide-react';
import { useState } from 'react';
import { retentionTexts } from '../../../../common/texts/retention.ts';
import { useAdminTenants } from '../../../api/adminUsers.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { InfoBox } from '../../../components/InfoBox.tsx';
import { Select } from '../../../components/Select.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { PoliciesTable } from './PoliciesTable.tsx';
import { RunsTable } from './RunsTable.tsx';

const texts = retentionTexts;

/** The administration's tab "Aufbewahrung" (issue 15): a practice's periods per category and the last runs. */
export function RetentionTab() {
  const practices = useAdminTenants();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = practices.data ?? [];
  const tenantId = chosen ?? list[0]?.id ?? null;

  return (
    <section aria-labelledby="retention-heading" className="flex flex-col gap-6">
      <h2 id="retention-heading" className="sr-only">
        {texts.heading}
      </h2>
      <InfoBox icon={<Archive />} title={texts.intro.title}>
        <ul className="list-disc space-y-1 pl-5">
          {texts.intro.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </InfoBox>
      {practices.isPending ? (
        <SkeletonRows rows={3} label={retentionTexts.loading} />
      ) : list.length === 0 ? (
        <EmptyState icon={<Archive aria-hidden="true" className="size-8" />} title={texts.noPractices} />
      ) : (
        <>
          <Select
            label={texts.practice}
            className="max-w-sm"
            value={tenantId ?? ''}
            options={list.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
            onChange={(event) => setChosen(event.target.value)}
          />
          {tenantId && <PoliciesTable tenantId={tenantId} />}
          {tenantId && <RunsTable tenantId={tenantId} />}
        </>
      )}
    </section>
  );
}
