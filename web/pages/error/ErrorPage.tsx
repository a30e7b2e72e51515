import { CircleAlert, House, RotateCcw } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { allowedRedirect, returnTarget } from '../../../common/intake/allowedRedirect.ts';
import { failureReason } from '../../../common/reception/failureReason.ts';
import { tenantSlugFrom } from '../../../common/reception/publicTenantRequest.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { usePatientTexts } from '../reception/shared/PatientLanguage.tsx';
import { PracticeContact } from '../reception/shared/PracticeContact.tsx';
import { ReceptionLayout } from '../reception/shared/ReceptionLayout.tsx';
import type { ReceptionTenant } from '../reception/shared/useReceptionTenant.ts';

/**
 * /error and /error.html (spec 002 §2): a form on a practice website failed. Shows the catalogue's text for
 * the `error` id (never text from the address, issue 43: common/reception/failureReason.ts) or the possible
 * causes, a retry (history back) and the way home, and the practice's phone and e-mail.
 */
export function ErrorPage() {
  const texts = usePatientTexts().reception.failure;
  return (
    <ReceptionLayout title={texts.pageTitle} breadcrumb={false} tenantOptional>
      {(tenant) => <Failure tenant={tenant} />}
    </ReceptionLayout>
  );
}

function Failure({ tenant }: { tenant: ReceptionTenant }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const texts = usePatientTexts().reception.failure;
  const reason = failureReason(searchParams.get('error'));
  // Only places of the practice (issue 13): a crafted link must not send the patient elsewhere.
  const scope = {
    website: tenant.config.website,
    domains: tenant.domains,
    ownOrigin: window.location.origin,
    slug: tenant.slug || tenantSlugFrom(searchParams),
  };
  const from = allowedRedirect(searchParams.get('from'), scope);

  // Our own pages open in the app; the practice's website loads.
  const go = (target: string) => (target.startsWith('/') ? navigate(target) : window.location.assign(target));

  function retry() {
    // Opened directly (no page to go back to): the form's page from `from` is the next best thing.
    if (window.history.length <= 1) go(from ?? returnTarget(null, scope));
    else window.history.back();
  }

  function goHome() {
    // The practice's website, else its reception home (never "/", the staff login).
    go(returnTarget(null, scope));
  }

  return (
    <Card as="section" aria-labelledby="failure-heading" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-danger" />
        <h2 id="failure-heading" className="text-xl font-semibold text-slate-900">
          {texts.heading}
        </h2>
      </div>
      {reason ? (
        <Alert title={texts.errorLabel}>
          <p className="text-base break-words">{texts.reasons[reason]}</p>
        </Alert>
      ) : (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{texts.causesHeading}</h3>
          <ul className="list-disc ps-5 text-slate-700">
            {texts.causes.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </div>
      )}
      <PracticeContact config={tenant.config} heading={texts.contactHeading} headingLevel={3} />
      <div className="flex flex-col gap-3">
        <Button
          size="lg"
          fullWidth
          icon={<RotateCcw aria-hidden="true" className="size-5" />}
          onClick={retry}
        >
          {texts.retry}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          icon={<House aria-hidden="true" className="size-5" />}
          onClick={goHome}
        >
          {texts.home}
        </Button>
      </div>
    </Card>
  );
}
