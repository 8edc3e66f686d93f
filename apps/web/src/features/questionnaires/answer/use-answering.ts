import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { QuestionnaireDetail } from '@platform/shared/questionnaires/questionnaires.schemas';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useClient } from '../../../app/session/page-data';
import { questionnaireKeys, questionnairesApi } from '../shared/questionnaires.api';
import { answersToSend } from './answers-to-send';
import { saveFailureOf } from './save-failure';

/** Where the answers stand: nothing to save, changes waiting for the pause, sent, saved, refused, failed, being read again. */
export type SaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'invalid' | 'failed' | 'reloading';

/**
 * Why the questionnaire was read again: it changed elsewhere and the respondent's changes were kept over it
 * (`merged`), or it can no longer be answered (submitted, approved) and the changes not saved are listed (`locked`).
 */
export type StaleNotice = { kind: 'merged' } | { kind: 'locked'; unsaved: FormValues } | null;

export type SubmitOutcome = 'submitted' | 'unsaved' | 'notYet' | 'invalid' | 'stale' | 'failed';

const fieldsOf = (detail: QuestionnaireDetail) => detail.config.sections.flatMap((section) => section.fields);

/**
 * The answer screen's state: the answers as the respondent types them, saved (with the `updated_at` read) once
 * typing pauses for the configured delay, one save at a time. A save refused as stale reads the questionnaire
 * again and keeps the answers changed since the last save over it, or lists them when it can no longer be
 * answered; a refused answer is marked on its question. Submitting saves what is left first.
 */
export function useAnswering(initial: QuestionnaireDetail) {
  const queryClient = useQueryClient();
  const handlers = useCallErrorHandlers();
  const { settings } = useClient();
  const dateBounds = { beginning: settings.dates.beginning_of_time, end: settings.dates.end_of_time };
  const id = initial.questionnaire.id;

  const [detail, setDetail] = useState(initial);
  const [values, setValues] = useState<FormValues>(initial.questionnaire.answers);
  const [errors, setErrors] = useState<Record<string, FieldError[]>>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [notice, setNotice] = useState<StaleNotice>(null);
  const [pendingCount, setPendingCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // Bumped when a save ends with changes made meanwhile, so the pause starts again for them.
  const [round, setRound] = useState(0);

  // What the asynchronous saves read: the latest state, not the one of the render that started them.
  const latest = useRef({ detail: initial, values: initial.questionnaire.answers });
  /** Questions changed since the last save the server took. */
  const pending = useRef(new Set<string>());
  const inFlight = useRef<Promise<boolean> | null>(null);

  const applyDetail = useCallback(
    (next: QuestionnaireDetail) => {
      latest.current.detail = next;
      setDetail(next);
      queryClient.setQueryData(questionnaireKeys.detail('answer', id), next);
    },
    [queryClient, id],
  );
  const applyValues = (next: FormValues) => {
    latest.current.values = next;
    setValues(next);
  };
  const settlePending = () => setPendingCount(pending.current.size);

  const reload = async () => {
    setStatus('reloading');
    try {
      const fresh = await questionnairesApi.show('answer', id);
      const mine: FormValues = Object.fromEntries([...pending.current].map((fieldId) => [fieldId, latest.current.values[fieldId] ?? null]));
      applyDetail(fresh);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() });
      if (fresh.questionnaire.abilities.answer) {
        applyValues({ ...fresh.questionnaire.answers, ...mine });
        setNotice({ kind: 'merged' });
        setStatus(pending.current.size > 0 ? 'waiting' : 'idle');
        setRound((value) => value + 1);
      } else {
        pending.current.clear();
        settlePending();
        applyValues(fresh.questionnaire.answers);
        setNotice({ kind: 'locked', unsaved: mine });
        setStatus('idle');
      }
    } catch (error) {
      if (saveFailureOf(error).kind === 'page') handleCallError(error, handlers, { isLoad: false });
      setStatus('failed');
    }
  };

  const send = async (): Promise<boolean> => {
    const { detail: current, values: snapshot } = latest.current;
    const fields = fieldsOf(current);
    const answers = answersToSend(fields, snapshot);
    // The server's rules, run first: a value it would refuse is marked at once and not sent.
    const refused = validateFormValues(fields, answers, { requireAll: false, period: current.questionnaire.period, dateBounds });
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      setStatus('invalid');
      return false;
    }
    setStatus('saving');
    try {
      const { questionnaire } = await questionnairesApi.save(id, answers, current.questionnaire.updated_at);
      for (const fieldId of [...pending.current]) if (latest.current.values[fieldId] === snapshot[fieldId]) pending.current.delete(fieldId);
      settlePending();
      applyDetail({ ...latest.current.detail, questionnaire });
      setErrors({});
      setSavedAt(new Date());
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() });
      if (pending.current.size > 0) {
        setStatus('waiting');
        setRound((value) => value + 1);
        return false;
      }
      setStatus('saved');
      return true;
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.kind === 'stale') {
        await reload();
      } else if (failure.kind === 'invalid') {
        setErrors(failure.details);
        setStatus('invalid');
      } else {
        if (failure.kind === 'page') handleCallError(error, handlers, { isLoad: false });
        setStatus('failed');
      }
      return false;
    }
  };

  /** Saves the changes waiting, after any save on its way; true once nothing is left unsaved. */
  const save = async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    if (pending.current.size === 0) return true;
    const run = send();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  };

  const delay = detail.config.limits.autosave_delay_ms;
  const answering = detail.questionnaire.abilities.answer;
  useEffect(() => {
    if (pending.current.size === 0 || !answering) return;
    const timer = setTimeout(() => void save(), delay);
    return () => clearTimeout(timer);
    // A save starts once the answers stop changing for the delay; save reads the latest state itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, round, delay, answering]);

  const setValue = (fieldId: string, value: FieldValue) => {
    pending.current.add(fieldId);
    settlePending();
    applyValues({ ...latest.current.values, [fieldId]: value });
    setErrors((current) => {
      if (!(fieldId in current)) return current;
      const { [fieldId]: _changed, ...rest } = current;
      return rest;
    });
    setStatus((current) => (current === 'saving' || current === 'reloading' ? current : 'waiting'));
  };

  /** Saves what is left, then submits; says how it went (the screen tells the respondent). */
  const submit = async (): Promise<SubmitOutcome> => {
    if (!(await save())) return 'unsaved';
    if (!latest.current.detail.questionnaire.abilities.submit) return 'notYet';
    setSubmitting(true);
    try {
      const { questionnaire } = await questionnairesApi.submit(id);
      applyDetail({ ...latest.current.detail, questionnaire });
      applyValues(questionnaire.answers);
      setErrors({});
      setStatus('idle');
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() });
      return 'submitted';
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.kind === 'stale') {
        await reload();
        return 'stale';
      }
      if (failure.kind === 'invalid') {
        setErrors(failure.details);
        return 'invalid';
      }
      handleCallError(error, handlers, { isLoad: false });
      return 'failed';
    } finally {
      setSubmitting(false);
    }
  };

  return {
    detail,
    values,
    errors,
    status,
    savedAt,
    notice,
    dismissNotice: () => setNotice(null),
    /** Changes not saved yet (waiting, or on their way). */
    unsaved: pendingCount > 0,
    submitting,
    setValue,
    retry: () => void save(),
    submit,
  };
}
