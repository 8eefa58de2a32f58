import { useCallback, useState } from 'react';
import {
  answer as answerStep,
  answerLabels,
  back as backStep,
  clearedBy,
  continueWithEffects,
  editFromSummary,
  settleEffects,
  viewModel,
  type AnswerEdit,
  type EffectRegistry,
  type JourneySnapshot,
  type SummaryRow,
} from '../../engine/browser';
import type { JourneyHost, PageHold, PendingEdit } from './journey-host-types';
import { writeStoredJourney } from './journey-store';
import { exitState, isConfirmation, routeOf } from './open-journey';
import type { JourneyCore } from './use-journey-core';
import { answersOnPage, placeOf, type WalkedMove } from './walked-path';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident's moves through the journey's pages: answers (with the warning before an answer clears others), Continue, Back and Change. */
export function useJourneyMoves(
  core: JourneyCore,
  registry: EffectRegistry,
): Pick<JourneyHost, 'pendingEdit' | 'answer' | 'confirmEdit' | 'cancelEdit' | 'continueStep' | 'goBack' | 'change'> {
  const { journey, id, busy, setBusy, setNotice, setErrors, current, open, keep, store, go, fail, show } = core;
  const [pendingEdit, setPendingEdit] = useState<PendingEdit | null>(null);

  const apply = useCallback(
    (values: AnswerEdit) => {
      const here = current.current;
      if (!here) return;
      const next = answerStep(journey, here, values).snapshot;
      keep(next);
      store({ current: next });
    },
    [current, journey, keep, store],
  );

  const answer = useCallback(
    (name: string, value: unknown) => {
      const here = current.current;
      if (!here) return;
      const values = { [name]: value } as AnswerEdit;
      const cleared = clearedBy(journey.index, here, values);
      if (cleared.length > 0) setPendingEdit({ values, cleared: answerLabels(journey.index, cleared, here) });
      else apply(values);
    },
    [apply, current, journey],
  );

  const continueStep = useCallback(
    (hold?: PageHold) => {
      if (!current.current || busy) return;
      setBusy(true);
      setNotice(null);
      (async () => {
        const held = hold ? await hold() : [];
        // Nothing more once the page is gone (the resident left while the uploads finished).
        if (held === null || !open.current) return setBusy(false);
        // Read after the hold: an upload that finished meanwhile has recorded its answer.
        const here = current.current;
        if (!here) return setBusy(false);
        if (held.length > 0) {
          setErrors(held);
          setBusy(false);
          return;
        }
        const fields = viewModel(journey, here).fields;
        const move = (to: JourneySnapshot): WalkedMove => ({
          from: placeOf(here) as WalkedMove['from'],
          event: { type: 'CONTINUE_WITH', answers: answersOnPage(fields) as AnswerEdit },
          to: placeOf(to),
          warnings: [],
        });
        const result = await continueWithEffects(journey, here, registry);
        if (result.status === 'moved') {
          if (result.delayMs > 0) await wait(result.delayMs);
          if (isConfirmation(journey, result.snapshot)) store({ draft: undefined });
          show(result.snapshot, { move: move(result.snapshot) });
        } else if (result.status === 'exited') {
          store({ current: undefined });
          go(routeOf(journey, result.snapshot), { state: exitState(journey, result.snapshot) });
        } else if (open.current) {
          keep(result.snapshot, result.status === 'invalid' ? result.errors : []);
          store({ current: result.snapshot });
        }
        setBusy(false);
      })().catch(fail);
    },
    [busy, current, fail, go, journey, keep, open, registry, setBusy, setErrors, setNotice, show, store],
  );

  const goBack = useCallback(() => {
    const here = current.current;
    if (!here || busy) return;
    const moved = backStep(journey, here);
    if (moved.snapshot.status === 'done') {
      writeStoredJourney(id, { current: undefined });
      go(routeOf(journey, moved.snapshot));
      return;
    }
    settleEffects(journey, moved, registry).then(
      (settled) =>
        show(settled, {
          move: {
            from: placeOf(here) as WalkedMove['from'],
            event: { type: 'BACK' },
            to: placeOf(settled),
            warnings: [],
          },
        }),
      fail,
    );
  }, [busy, current, fail, go, id, journey, registry, show]);

  const change = useCallback(
    (row: SummaryRow) => {
      const here = current.current;
      if (!here || busy) return;
      const moved = editFromSummary(journey, here, row.change.step, row.change.page);
      const event = {
        type: 'CHANGE' as const,
        step: row.change.step,
        ...(row.change.page ? { page: row.change.page } : {}),
      };
      settleEffects(journey, moved, registry).then(
        (settled) =>
          show(settled, {
            move: { from: placeOf(here) as WalkedMove['from'], event, to: placeOf(settled), warnings: [] },
          }),
        fail,
      );
    },
    [busy, current, fail, journey, registry, show],
  );

  return {
    pendingEdit,
    answer,
    confirmEdit: () => {
      if (pendingEdit) apply(pendingEdit.values);
      setPendingEdit(null);
    },
    cancelEdit: () => setPendingEdit(null),
    continueStep,
    goBack,
    change,
  };
}
