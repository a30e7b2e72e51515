import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GENERIC_PRACTICE_NAME } from '../../../common/genericPracticeName.ts';
import { returnTarget } from '../../../common/intake/allowedRedirect.ts';
import { tenantSlugFrom } from '../../../common/reception/publicTenantRequest.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { useCountdown } from '../../hooks/useCountdown.ts';
import { usePatientTexts } from '../reception/shared/PatientLanguage.tsx';
import { ReceptionLayout } from '../reception/shared/ReceptionLayout.tsx';
import { practiceName, type ReceptionTenant } from '../reception/shared/useReceptionTenant.ts';

/** Spec 002 §9. */
const REDIRECT_SECONDS = 10;

/**
 * /success and /success.html (spec 002 §2): where practice websites send patients after a form. Counts down
 * 10 s, then returns to `from` when it stays with the practice (common/intake/allowedRedirect.ts), else to
 * the practice's website, else to its reception home: never "/", the staff login (issue 13).
 * Any click or key press stops it.
 */
export function SuccessPage() {
  const texts = usePatientTexts().reception.thankYou;
  return (
    <ReceptionLayout title={texts.pageTitle} breadcrumb={false} tenantOptional>
      {(tenant) => <ThankYou tenant={tenant} />}
    </ReceptionLayout>
  );
}

function ThankYou({ tenant }: { tenant: ReceptionTenant }) {
  const [searchParams] = useSearchParams();
  const { thankYou: texts, failure } = usePatientTexts().reception;
  const target = returnTarget(searchParams.get('from'), {
    website: tenant.config.website,
    domains: tenant.domains,
    ownOrigin: window.location.origin,
    slug: tenant.slug || tenantSlugFrom(searchParams),
  });
  const [running, setRunning] = useState(true);
  const remaining = useCountdown(REDIRECT_SECONDS, running, () => window.location.assign(target));

  useEffect(() => {
    if (!running) return;
    const stop = () => setRunning(false);
    // Capture phase: the countdown stops before any button's own click handler runs.
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('click', stop, true);
    window.addEventListener('keydown', stop, true);
    return () => {
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('click', stop, true);
      window.removeEventListener('keydown', stop, true);
    };
  }, [running]);

  const name = practiceName(tenant);
  return (
    <Card as="section" aria-labelledby="thank-you-heading" className="flex flex-col items-start gap-4">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h2 id="thank-you-heading" className="text-xl font-semibold text-slate-900">
        {texts.heading}
      </h2>
      <p className="text-slate-700">{texts.text}</p>
      <p className="text-sm text-slate-700 tabular-nums" data-testid="countdown">
        {running ? texts.countdown(remaining) : texts.stopped}
      </p>
      <Button size="lg" fullWidth onClick={() => window.location.assign(target)}>
        {name === GENERIC_PRACTICE_NAME ? failure.home : texts.backTo(name)}
      </Button>
    </Card>
  );
}
