import { emptyContext } from '../machine/machine-types';
import type { Position } from '../routing/position';
import { applyAnswers } from '../machine/apply-answers';
import type { Journey, JourneySnapshot } from '../runtime/journey';
import { viewModel } from '../runtime/view-model';
import type { JourneyPath, PathMove } from './journey-graph';

/** Turns a message key into words; undefined leaves the key as it is. */
export type Translate = (key: string) => string | undefined;

type Answers = JourneySnapshot['answers'];

function snapshotAt(
  journey: Journey,
  position: Position,
  answers: Answers,
  facts: JourneySnapshot['facts'],
): JourneySnapshot {
  return {
    ...emptyContext(),
    answers,
    facts,
    journeyId: journey.definition.id,
    version: journey.definition.version,
    stepId: position.step,
    status: 'active',
    page: position.page,
  };
}

function placeText(
  journey: Journey,
  place: Position | { exit: string },
  answers: Answers,
  path: JourneyPath,
  words: Translate,
): string {
  if ('exit' in place) return `${journey.index.exits[place.exit]?.route ?? place.exit} (outside the journey)`;
  const model = viewModel(journey, snapshotAt(journey, place, answers, path.facts));
  const page = model.run && model.run.pages > 1 ? `, page ${model.run.page} of ${model.run.pages}` : '';
  return `${model.route} ("${words(model.headingKey) ?? model.headingKey}"${page})`;
}

function valueText(
  journey: Journey,
  snapshot: JourneySnapshot,
  name: string,
  value: unknown,
  words: Translate,
): string {
  const field = viewModel(journey, snapshot).fields.find((candidate) => candidate.name === name);
  const label = field?.label ?? (field?.labelKey ? (words(field.labelKey) ?? field.labelKey) : name);
  const shown = (item: unknown) => {
    const option = field?.options?.find((candidate) => candidate.value === String(item));
    return `"${option?.label ?? (option?.labelKey ? (words(option.labelKey) ?? option.labelKey) : String(item))}"`;
  };
  if (Array.isArray(value)) return `tick ${value.map(shown).join(' and ')} for "${label}"`;
  return field?.options ? `choose ${shown(value)} for "${label}"` : `type ${shown(value)} in "${label}"`;
}

function moveLines(
  journey: Journey,
  move: PathMove,
  answers: Answers,
  path: JourneyPath,
  words: Translate,
): { lines: string[]; answers: Answers } {
  if (move.event.type === 'BACK')
    return {
      lines: ['Press Back.', `Check that you are on ${placeText(journey, move.to, answers, path, words)}.`],
      answers,
    };
  if (move.event.type === 'CHANGE')
    return {
      lines: [
        `Choose the change link for "${move.event.step}".`,
        `Check that you are on ${placeText(journey, move.to, answers, path, words)}.`,
      ],
      answers,
    };
  const snapshot = snapshotAt(journey, move.from, answers, path.facts);
  const after = applyAnswers(journey.index, snapshot, move.event.answers).answers;
  // Labels are read with the move's answers given, so fields they show are found too.
  const answered = snapshotAt(journey, move.from, after, path.facts);
  const parts = Object.entries(move.event.answers).map(([name, value]) =>
    valueText(journey, answered, name, value, words),
  );
  const lines = [parts.length > 0 ? `${parts.join(', ')}, then press Continue.` : 'Press Continue.'];
  for (const warning of move.warnings)
    lines.push(`Check that the warning "${words(warning) ?? warning}" shows, then press Continue again.`);
  lines.push(`Check that you are on ${placeText(journey, move.to, after, path, words)}.`);
  return { lines: lines.map((line) => line.charAt(0).toUpperCase() + line.slice(1)), answers: after };
}

/**
 * Prints a generated path as numbered plain-English steps a tester can follow by hand: where to
 * start, what to choose or type on each page (with the option wording from reference data or the
 * locale), when a warning should show, and where each Continue should lead.
 *
 * @example
 * describePath(journey, path).join('\n')
 * // 1. Open /selectTenancy ("case.property.heading").
 * // 2. Choose "1 Canal Street, London E1 1AA" for "case.property.label", then press Continue.
 * // 3. Check that you are on /caseType ("case.type.heading").
 */
export function describePath(journey: Journey, path: JourneyPath, options: { translate?: Translate } = {}): string[] {
  const words = options.translate ?? (() => undefined);
  const first = path.moves[0]?.from ?? { step: journey.definition.start, page: 0 };
  const lines = [`Open ${placeText(journey, first, {}, path, words)}.`];
  let answers: Answers = {};
  for (const move of path.moves) {
    const described = moveLines(journey, move, answers, path, words);
    lines.push(...described.lines);
    answers = described.answers;
  }
  return lines.map((line, at) => `${at + 1}. ${line}`);
}
