import { Archive } from 'lucide-react';
import { retentionTexts } from '../../../../common/texts/retention.ts';
import { PracticeTab } from '../PracticeTab.tsx';
import { PoliciesTable } from './PoliciesTable.tsx';
import { RunsTable } from './RunsTable.tsx';

const texts = retentionTexts;

/** The administration's tab "Aufbewahrung" (issue 15): a practice's periods per category and the last runs. */
export function RetentionTab() {
  return (
    <PracticeTab id="retention" texts={texts} icon={Archive}>
      {(tenantId) => (
        <>
          <PoliciesTable tenantId={tenantId} />
          <RunsTable tenantId={tenantId} />
        </>
      )}
    </PracticeTab>
  );
}
