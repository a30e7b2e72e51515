// The patient's language (issue 29): chosen from `?lang=`, else the browser's languages, else German, among
// those the practice offers; its catalogue (common/texts/patient/) is loaded once and handed to every
// reception page through usePatientTexts(). Changing the language keeps the page mounted (the previous
// catalogue stays until the next has loaded), so nothing the patient typed is lost.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ReceptionWords } from '../../../../common/receptionWords.ts';
import type { PatientCatalogue } from '../../../../common/texts/patient/catalogue.ts';
import { de } from '../../../../common/texts/patient/de.ts';
import {
  chooseLanguage,
  LANGUAGE_INFO,
  PATIENT_LANGUAGES,
  type PatientLanguage,
} from '../../../../common/texts/patient/languages.ts';
import { loadCatalogue } from '../../../../common/texts/patient/loadCatalogue.ts';
import { patientWords } from '../../../../common/texts/patient/patientWords.ts';
import { ReceptionSkeleton } from './ReceptionSkeleton.tsx';
import { LANGUAGE_PARAM } from './receptionLink.ts';
import { type ReceptionTenant, useReceptionTenant } from './useReceptionTenant.ts';

export type PatientLanguageState = {
  language: PatientLanguage;
  texts: PatientCatalogue;
  /** The languages the practice offers, German first. */
  offered: readonly PatientLanguage[];
  setLanguage: (language: PatientLanguage) => void;
  /** The practice's words in this language (patientWords). */
  wordsOf: (tenant: ReceptionTenant) => ReceptionWords;
};

const PatientLanguageContext = createContext<PatientLanguageState | null>(null);

export function usePatientLanguage(): PatientLanguageState {
  const state = useContext(PatientLanguageContext);
  if (!state) throw new Error('usePatientLanguage outside PatientLanguageScope');
  return state;
}

/** The catalogue of the patient's language: `const t = usePatientTexts(); t.reception.home.pageTitle`. */
export const usePatientTexts = (): PatientCatalogue => usePatientLanguage().texts;

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));

/** Around every reception page (web/routes.tsx): the skeleton until the practice and the catalogue are in. */
export function PatientLanguageScope({ children }: { children: ReactNode }) {
  const tenantState = useReceptionTenant();
  const [params, setParams] = useSearchParams();
  // An unknown practice or one that failed to load offers every language: its pages still speak to patients.
  const offered = useMemo<readonly PatientLanguage[]>(() => {
    const configured =
      tenantState.status === 'ready' && !tenantState.loadFailed
        ? tenantState.tenant.config.languages
        : PATIENT_LANGUAGES;
    return PATIENT_LANGUAGES.filter((language) => language === 'de' || configured.includes(language));
  }, [tenantState]);
  const language = chooseLanguage(offered, params.get(LANGUAGE_PARAM), browserLanguages());
  const catalogue = useQuery({
    queryKey: ['patient-catalogue', language],
    queryFn: () => loadCatalogue(language),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    initialData: language === 'de' ? de : undefined,
  });
  // A catalogue that cannot be loaded (a lost connection mid-visit) leaves the page in German.
  const texts = catalogue.data ?? (catalogue.isError ? de : undefined);

  const setLanguage = useCallback(
    (next: PatientLanguage) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(LANGUAGE_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const shown = texts?.language ?? 'de';
  useEffect(() => {
    const root = document.documentElement;
    root.lang = shown;
    root.dir = LANGUAGE_INFO[shown].dir;
    return () => {
      root.lang = 'de';
      root.dir = 'ltr';
    };
  }, [shown]);

  const value = useMemo<PatientLanguageState | null>(
    () =>
      texts
        ? {
            language: texts.language,
            texts,
            offered,
            setLanguage,
            wordsOf: (tenant) => patientWords(tenant.config, texts),
          }
        : null,
    [texts, offered, setLanguage],
  );
  // Only the first load waits here. A practice that failed to load is asked again when the page's layout
  // starts reading it, and is "loading" then: the scope must not take the page away meanwhile (it would mount
  // again, ask again, and never settle).
  const settled = useRef(false);
  if (tenantState.status !== 'loading') settled.current = true;
  if ((tenantState.status === 'loading' && !settled.current) || !value) return <ReceptionSkeleton />;
  return <PatientLanguageContext.Provider value={value}>{children}</PatientLanguageContext.Provider>;
}
