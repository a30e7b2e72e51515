// The unfinished anamnese of one practice in sessionStorage (key in common/storageKeys.ts): answers, current
// step, the request it belongs to and that request's single-use anamnese token survive a reload of the tab
// until the anamnese has been sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ANAMNESE_STEPS } from '../../../../common/anamnese/questionnaire.ts';
import { anamneseDraftKey } from '../../../../common/storageKeys.ts';
import { forgetAnamneseToken, keptAnamneseToken } from '../shared/anamneseToken.ts';
import { type DraftAnswer, type DraftAnswers, sanitizeAnswers } from './answers.ts';

export interface AnamneseDraft {
  originalSubmissionId: string;
  /** From submitForm's answer; submitAnamnese needs it (only its hash is on the server). */
  anamneseToken: string;
  /** 0-based index of the current question. */
  step: number;
  answers: DraftAnswers;
}

function clampStep(step: unknown): number {
  if (typeof step !== 'number' || !Number.isInteger(step)) return 0;
  return Math.min(ANAMNESE_STEPS - 1, Math.max(0, step));
}

/** The stored draft; its token may be missing (a draft from before tokens): initialDraft looks further. */
function readDraft(
  tenantSlug: string,
): (Omit<AnamneseDraft, 'anamneseToken'> & { anamneseToken?: string }) | null {
  try {
    const raw = sessionStorage.getItem(anamneseDraftKey(tenantSlug));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { originalSubmissionId, anamneseToken, step, answers } = parsed as Record<string, unknown>;
    if (typeof originalSubmissionId !== 'string' || !originalSubmissionId) return null;
    return {
      originalSubmissionId,
      anamneseToken: typeof anamneseToken === 'string' && anamneseToken ? anamneseToken : undefined,
      step: clampStep(step),
      answers: sanitizeAnswers(answers),
    };
  } catch {
    // Storage blocked or unreadable: start without a draft.
    return null;
  }
}

function writeDraft(tenantSlug: string, draft: AnamneseDraft): void {
  try {
    sessionStorage.setItem(anamneseDraftKey(tenantSlug), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the questionnaire still works, only a reload loses it.
  }
}

function removeDraft(tenantSlug: string): void {
  try {
    sessionStorage.removeItem(anamneseDraftKey(tenantSlug));
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}

/**
 * The draft to start from: the stored one, unless the route names another request (then a fresh one), with
 * the request's token from the draft or as submitForm kept it. Without a token the anamnese could not be
 * sent, so there is no draft (the page explains that a request comes first).
 */
function initialDraft(tenantSlug: string, routeSubmissionId: string | undefined): AnamneseDraft | null {
  const stored = readDraft(tenantSlug);
  const originalSubmissionId = routeSubmissionId || stored?.originalSubmissionId;
  if (!originalSubmissionId) return null;
  const same = stored?.originalSubmissionId === originalSubmissionId ? stored : null;
  const anamneseToken = same?.anamneseToken ?? keptAnamneseToken(tenantSlug, originalSubmissionId);
  if (!anamneseToken) return null;
  return same ? { ...same, anamneseToken } : { originalSubmissionId, anamneseToken, step: 0, answers: {} };
}

export function useAnamneseDraft(tenantSlug: string, routeSubmissionId: string | undefined) {
  const [draft, setDraft] = useState(() => initialDraft(tenantSlug, routeSubmissionId));
  const cleared = useRef(false);

  useEffect(() => {
    if (!draft || cleared.current) return;
    writeDraft(tenantSlug, draft);
    // The draft holds the token now: one copy is enough.
    forgetAnamneseToken(tenantSlug, draft.originalSubmissionId);
  }, [tenantSlug, draft]);

  const setStep = useCallback((step: number) => {
    setDraft((current) => (current ? { ...current, step: clampStep(step) } : current));
  }, []);

  const setAnswer = useCallback((questionId: string, answer: DraftAnswer | undefined) => {
    setDraft((current) => {
      if (!current) return current;
      const answers = { ...current.answers };
      if (answer === undefined) delete answers[questionId];
      else answers[questionId] = answer;
      return { ...current, answers };
    });
  }, []);

  /** Forgets the draft after a successful send (nothing is written again afterwards). */
  const clear = useCallback(() => {
    cleared.current = true;
    removeDraft(tenantSlug);
  }, [tenantSlug]);

  return { draft, setStep, setAnswer, clear };
}
