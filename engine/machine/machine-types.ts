import type { Position } from '../routing/position';
import type { AnswerEdit } from './apply-answers';
import type { Facts, Scope, Toggles } from '../definition/scope';

/** The machine's context: the scope plus where the resident is within a step and how they got there. */
export interface JourneyContext extends Scope {
  /** Page index within a data-driven run; 0 on other steps. */
  page: number;
  /** changing: the resident came from the summary to change an answer. */
  mode: 'answering' | 'changing';
  /** The position the change from the summary started at. */
  changeFrom: Position | null;
  /** Keys of the warnings already shown once on this position (a second Continue proceeds). */
  warned: string[];
  /** True once this position's onContinue operations have run for its current answers. */
  settled: boolean;
}

/** The events a journey machine accepts. */
export type JourneyEvent =
  | { type: 'ANSWER'; values: AnswerEdit }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'CHANGE'; step: string; page?: number }
  | { type: 'RECORD_FACTS'; facts: Facts; settles?: boolean }
  | { type: 'SET_TOGGLES'; toggles: Toggles }
  | { type: 'SAVE_AND_EXIT' }
  | { type: 'LEAVE' }
  | { type: 'FINISH' };

/** A guard or action reference in the serialisable configuration. */
export interface NamedReference {
  type: string;
  params?: Record<string, unknown>;
}

/** One transition of the serialisable configuration. */
export interface TransitionJson {
  target?: string;
  guard?: NamedReference;
  actions?: NamedReference[];
}

/** One state of the serialisable configuration. */
export interface StateJson {
  type?: 'final';
  meta: Record<string, unknown>;
  entry?: NamedReference[];
  always?: TransitionJson[];
  on?: Record<string, TransitionJson[]>;
}

/** The compiled machine as plain JSON: it survives JSON.stringify and JSON.parse. */
export interface MachineConfigJson {
  id: string;
  initial: string;
  context: JourneyContext;
  on: Record<string, TransitionJson[]>;
  states: Record<string, StateJson>;
}

/** The context a journey starts with. */
export function emptyContext(): JourneyContext {
  return {
    answers: {},
    facts: {},
    toggles: {},
    page: 0,
    mode: 'answering',
    changeFrom: null,
    warned: [],
    settled: false,
  };
}
