import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { isWebAddress } from '../../../../common/webAddress.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Breadcrumb, type BreadcrumbItem } from '../../../components/Breadcrumb.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { usePatientLanguage, usePatientTexts } from './PatientLanguage.tsx';
import { ReceptionFooter } from './ReceptionFooter.tsx';
import { ReceptionShell } from './ReceptionShell.tsx';
import { ReceptionSkeleton } from './ReceptionSkeleton.tsx';
import { useReceptionLink } from './receptionLink.ts';
import { TenantLogo } from './TenantLogo.tsx';
import { TenantNotFound } from './TenantNotFound.tsx';
import {
  genericTenant,
  practiceName,
  type ReceptionTenant,
  useReceptionTenant,
} from './useReceptionTenant.ts';

type ForTenant<T> = T | ((tenant: ReceptionTenant) => T);

export interface ReceptionLayoutProps {
  /** The page's h1 and browser tab title. */
  title: ForTenant<string>;
  /**
   * The trail after "Online-Rezeption", with plain reception paths (the practice is added to each link);
   * the last item is the current page. [] shows only "Online-Rezeption"; false shows no breadcrumb.
   */
  breadcrumb?: ForTenant<BreadcrumbItem[] | false>;
  /** A reception path for the "Zurück" link above the heading. */
  backTo?: string;
  /** An outside address (e.g. the practice's website) for the "Zurück" link instead. */
  backHref?: ForTenant<string>;
  /** Pages that websites redirect to (/success, /error) still work for an unknown practice, with a generic name. */
  tenantOptional?: boolean;
  /** The page; a function receives the loaded practice. */
  children: ForTenant<ReactNode>;
}

const BACK_CLASSES =
  '-ms-2 inline-flex min-h-11 items-center gap-2 self-start rounded-md px-2 font-medium text-primary hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

const resolve = <T,>(value: ForTenant<T>, tenant: ReceptionTenant): T =>
  typeof value === 'function' ? (value as (tenant: ReceptionTenant) => T)(tenant) : value;

/**
 * The frame of every public reception page (spec 002 §2, UI.md): the practice's logo and name, breadcrumb,
 * back link, the page, and a footer with privacy policy and imprint. It loads the practice and covers its
 * states: a skeleton while loading, "Praxis nicht gefunden" for an unknown one, and a generic practice with a
 * notice when loading failed otherwise.
 */
export function ReceptionLayout(props: ReceptionLayoutProps) {
  const state = useReceptionTenant();
  const t = usePatientTexts();
  if (state.status === 'loading') return <ReceptionSkeleton />;
  if (state.status === 'notFound') {
    if (!props.tenantOptional) return <TenantNotFound />;
    return <LoadedLayout {...props} tenant={genericTenant(null)} />;
  }
  return (
    <LoadedLayout
      {...props}
      tenant={state.tenant}
      notice={
        state.loadFailed && (
          <Alert
            title={t.reception.layout.loadFailedTitle}
            onRetry={state.retry}
            retrying={state.retrying}
            retryLabel={t.components.retry}
          >
            {t.reception.layout.loadFailedText}
          </Alert>
        )
      }
    />
  );
}

interface LoadedLayoutProps extends ReceptionLayoutProps {
  tenant: ReceptionTenant;
  notice?: ReactNode;
}

function LoadedLayout({
  title,
  breadcrumb = [],
  backTo,
  backHref,
  tenant,
  notice,
  children,
}: LoadedLayoutProps) {
  const link = useReceptionLink();
  const { texts: t, wordsOf } = usePatientLanguage();
  const name = practiceName(tenant);
  const pageTitle = resolve(title, tenant);
  const backUrl = backHref === undefined ? '' : resolve(backHref, tenant);
  // What kind of business it is, under its name; not when the name says so already ("Ihre Praxis").
  const { practice } = wordsOf(tenant);
  const tagline = name.toLowerCase().includes(practice.toLowerCase()) ? '' : practice;

  useEffect(() => {
    document.title = t.reception.documentTitle(pageTitle, name);
  }, [t, pageTitle, name]);

  const items = resolve(breadcrumb, tenant);
  const trail: BreadcrumbItem[] | null =
    items === false
      ? null
      : [
          { label: t.reception.homeLabel, to: link(RECEPTION_PATHS.home) },
          ...items.map((item) => ({ label: item.label, to: item.to ? link(item.to) : undefined })),
        ];

  return (
    <ReceptionShell
      brand={
        <Link
          to={link(RECEPTION_PATHS.home)}
          className="flex min-h-11 min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <TenantLogo tenant={tenant} />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-lg font-semibold text-slate-900">{name}</span>
            {tagline && <span className="truncate text-sm text-slate-600">{tagline}</span>}
          </span>
        </Link>
      }
      tools={<LanguageSwitch />}
      footer={<ReceptionFooter tenant={tenant} />}
    >
      {notice}
      {(trail || backTo || isWebAddress(backUrl)) && (
        <div className="-mt-2 flex flex-col gap-1">
          {backTo && (
            <Link to={link(backTo)} className={BACK_CLASSES}>
              <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              {t.reception.back}
            </Link>
          )}
          {!backTo && isWebAddress(backUrl) && (
            // Same tab: "back" should leave the reception, not open another window.
            <a href={backUrl} className={BACK_CLASSES}>
              <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              {t.reception.backToWebsite(name)}
            </a>
          )}
          {trail && (
            <Breadcrumb
              items={trail}
              label={t.reception.breadcrumbLabel}
              showAllLabel={t.components.breadcrumb.showAll}
            />
          )}
        </div>
      )}
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{pageTitle}</h1>
      {resolve(children, tenant)}
    </ReceptionShell>
  );
}
