import { useMemo } from 'react';
import { usePracticeAccess } from '../../hooks/usePracticeAccess.ts';

/** What the detail screen offers for a request of this practice (issue 44); the session's `allowed` decides. */
export interface SubmissionAccess {
  /**
   * The anamnese, AI texts, red flags and consents. Undefined while the request's practice is not known yet
   * and the user may not read them in every practice: nothing clinical is asked for until it is.
   */
  readClinical: boolean | undefined;
  exportFiles: boolean;
  delete: boolean;
  dataExport: boolean;
  retentionHold: boolean;
}

/** `tenantId`: the request's practice, undefined until the detail has answered. */
export function useSubmissionAccess(tenantId: string | undefined): SubmissionAccess {
  const access = usePracticeAccess();
  return useMemo(() => {
    const may = (action: Parameters<typeof access.may>[1]) => access.may(tenantId, action);
    return {
      readClinical:
        tenantId !== undefined
          ? may('submission.readClinical')
          : access.mayEverywhere('submission.readClinical')
            ? true
            : undefined,
      exportFiles: may('submission.export'),
      delete: may('submission.delete'),
      dataExport: may('submission.dataExport'),
      retentionHold: may('submission.retentionHold'),
    };
  }, [access, tenantId]);
}
