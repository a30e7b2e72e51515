import { receptionTexts } from '../../../../common/texts/reception.ts';
import { ReceptionShell } from './ReceptionShell.tsx';

const BLOCK = 'rounded-md bg-slate-200 motion-safe:animate-pulse';

/** Shown while the practice loads: the page's shape in grey, announced once as "loading". */
export function ReceptionSkeleton() {
  return (
    <ReceptionShell
      brand={
        <>
          <span className={`size-10 rounded-full ${BLOCK}`} />
          <span className={`h-5 w-48 ${BLOCK}`} />
        </>
      }
      footer={null}
    >
      <p role="status" className="sr-only">
        {receptionTexts.loading}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <span className={`h-4 w-40 ${BLOCK}`} />
        <span className={`h-8 w-3/4 ${BLOCK}`} />
        <span className={`h-4 w-full ${BLOCK}`} />
        <span className={`h-24 w-full ${BLOCK}`} />
        <span className={`h-24 w-full ${BLOCK}`} />
        <span className={`h-24 w-full ${BLOCK}`} />
      </div>
    </ReceptionShell>
  );
}
