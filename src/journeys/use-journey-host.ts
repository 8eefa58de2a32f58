import { useCallback, useMemo } from 'react';
import { viewModel, type Journey } from '../../engine/browser';
import type { JourneyHost, JourneyHostOptions } from './journey-host-types';
import { readStoredJourney } from './journey-store';
import { useJourneyAddress } from './use-journey-address';
import { useJourneyCore } from './use-journey-core';
import { useJourneyExit } from './use-journey-exit';
import { useJourneyMoves } from './use-journey-moves';
import { walkedPathFile } from './walked-path';

export type {
  HostNotice,
  JourneyEntryDraft,
  JourneyHost,
  JourneyHostOptions,
  PageHold,
  PendingEdit,
} from './journey-host-types';

/**
 * Runs a journey in the portal: starts it, or restores the one in progress (a reload, the
 * browser's Back and Forward) or the draft saved with Save and exit; keeps the address in step
 * with the journey (an address opened out of order goes to the first incomplete page); runs the
 * operations through the registry; and records the moves for a tester's path file. Its parts:
 * the shared state (use-journey-core.ts), the address (use-journey-address.ts), the resident's
 * moves (use-journey-moves.ts) and leaving (use-journey-exit.ts). It serves every journey: what
 * one journey adds comes from its host module (journey-host-types.ts JourneyHostModule).
 */
export function useJourneyHost(journey: Journey, options: JourneyHostOptions): JourneyHost {
  const { registry, file } = options;
  const core = useJourneyCore(journey);
  const { id, snapshot, errors, current } = core;
  useJourneyAddress(core, options);
  const model = useMemo(() => (snapshot ? viewModel(journey, snapshot, errors) : null), [journey, snapshot, errors]);
  const moves = useJourneyMoves(core, registry);
  const exits = useJourneyExit(core, registry, model);

  const walkedPath = useCallback(() => {
    const here = current.current;
    const walk = readStoredJourney(id).walk;
    return here && walk ? walkedPathFile(journey, file, walk, here) : null;
  }, [current, file, id, journey]);

  return {
    status: snapshot ? 'ready' : 'loading',
    model,
    busy: core.busy,
    notice: core.notice,
    ...moves,
    ...exits,
    walkedPath,
    snapshot,
    fail: core.fail,
  };
}
