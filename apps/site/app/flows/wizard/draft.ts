import { emptyRequestDraft, type RequestDraft } from '@repo/whatsapp';
import { useEffect, type RefObject } from 'react';
import { changedFields } from '../shared/formFields';
import { applyPrefill, loadDraft, readAnswers, saveDraft, writeAnswers } from './state';

/*
 * The wizard's draft: what the form holds, kept in sessionStorage for the tab. The fields own what
 * is typed (uncontrolled); the draft is put into them once, on mount, and saved on every change.
 */

/**
 * Puts the draft back into the form, and returns what the form then holds. The address's product
 * (a card's or the simulator's link) and figures (`params`) win over an older stored draft; what
 * the visitor typed or chose before the page hydrated is in the fields and wins over both: the
 * stored answers go into the fields left as rendered.
 */
export function restoreDraft(form: HTMLFormElement, params: URLSearchParams): RequestDraft {
  writeAnswers(form, applyPrefill(loadDraft() ?? emptyRequestDraft, params), new Set(Object.keys(changedFields(form))));
  return readAnswers(form);
}

/** Every change is kept in sessionStorage, the form's data as it submits it (an empty form removes it); from `ready` on. */
export function useDraftSaved(formRef: RefObject<HTMLFormElement | null>, ready: boolean, answers: RequestDraft) {
  useEffect(() => {
    if (ready && formRef.current) saveDraft(new FormData(formRef.current));
  }, [answers, ready, formRef]);
}
