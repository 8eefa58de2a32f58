import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldViewModel } from '../engine';
import { autocompleteExamples } from './autocomplete/examples';
import { checkboxesExamples } from './checkboxes/examples';
import { contactNumberExamples } from './contact-number/examples';
import { dateExamples } from './date/examples';
import { errorSummaryExamples } from './error-summary/examples';
import { ErrorSummary } from './error-summary/error-summary';
import { clearAnswersExamples } from './clear-answers/examples';
import { ClearAnswersDialog } from './clear-answers/clear-answers';
import { exitModalExamples } from './exit-modal/examples';
import { ExitModalDialog } from './exit-modal/exit-modal';
import { fileListExamples } from './file-list/examples';
import { FileList } from './file-list/file-list';
import { noticePanelExamples } from './notice-panel/examples';
import { NoticePanel } from './notice-panel/notice-panel';
import { radiosExamples } from './radios/examples';
import { selectExamples } from './select/examples';
import { slotGridExamples } from './slot-grid/examples';
import { SlotGrid } from './slot-grid/slot-grid';
import { stepViewExamples } from './step-view/examples';
import { StepView } from './step-view/step-view';
import { defaultWidgets, widgetFor } from './step-view/widget-registry';
import { summaryListExamples } from './summary-list/examples';
import { SummaryList } from './summary-list/summary-list';
import { ControlledField } from './test-support/controlled-field';
import { ExampleWords } from './test-support/example-words';
import { textExamples } from './text/examples';
import { textareaExamples } from './textarea/examples';
import { yesNoExamples } from './yes-no/examples';

const nothing = () => undefined;

const fieldExamples: Record<string, Record<string, FieldViewModel>> = {
  radios: radiosExamples,
  'yes-no': yesNoExamples,
  select: selectExamples,
  autocomplete: autocompleteExamples,
  text: textExamples,
  textarea: textareaExamples,
  checkboxes: checkboxesExamples,
  'contact-number': contactNumberExamples,
  date: dateExamples,
};

function field(example: FieldViewModel): ReactElement {
  return <ControlledField widget={widgetFor(defaultWidgets, example.widget, example.name)} field={example} />;
}

const cases: [string, ReactElement][] = [
  ...Object.entries(fieldExamples).flatMap(([widget, examples]) =>
    Object.entries(examples).map(([name, example]): [string, ReactElement] => [`${widget}: ${name}`, field(example)]),
  ),
  ...Object.entries(fileListExamples).map(([name, { field: fileField, ...uploads }]): [string, ReactElement] => [
    `file-list: ${name}`,
    <FileList key={name} field={fileField} uploads={{ ...uploads, onAdd: nothing, onRemove: nothing }} />,
  ]),
  ...Object.entries(summaryListExamples).map(([name, rows]): [string, ReactElement] => [
    `summary-list: ${name}`,
    <SummaryList key={name} rows={rows} onChange={nothing} />,
  ]),
  ...Object.entries(noticePanelExamples).map(([name, notice]): [string, ReactElement] => [
    `notice-panel: ${name}`,
    <NoticePanel key={name} {...notice} />,
  ]),
  ...Object.entries(errorSummaryExamples).map(([name, errors]): [string, ReactElement] => [
    `error-summary: ${name}`,
    <ErrorSummary key={name} errors={errors} />,
  ]),
  ...Object.entries(exitModalExamples).map(([name, modal]): [string, ReactElement] => [
    `exit-modal: ${name}`,
    <ExitModalDialog key={name} modal={modal} onChoose={nothing} onClose={nothing} />,
  ]),
  ...Object.entries(clearAnswersExamples).map(([name, answers]): [string, ReactElement] => [
    `clear-answers: ${name}`,
    <ClearAnswersDialog key={name} answers={answers} onConfirm={nothing} onCancel={nothing} />,
  ]),
  ...Object.entries(slotGridExamples).map(([name, grid]): [string, ReactElement] => [
    `slot-grid: ${name}`,
    <SlotGrid key={name} {...grid} onSelect={nothing} />,
  ]),
  ...Object.entries(stepViewExamples).map(([name, model]): [string, ReactElement] => [
    `step-view: ${name}`,
    <StepView key={name} model={model} onAnswer={nothing} onContinue={nothing} onBack={nothing} onExit={nothing} />,
  ]),
];

/** Rules that need a real layout engine, or judge a whole page rather than a component. */
const pageOrLayoutRules = { 'color-contrast': { enabled: false }, region: { enabled: false } };

describe('every named example', () => {
  it('covers every widget of the registry', () => {
    const covered = new Set([...Object.keys(fieldExamples), 'file-list']);
    expect(Object.keys(defaultWidgets).filter((widget) => !covered.has(widget))).toEqual([]);
  });

  it('would report a violation: axe-core finds an input without a label in jsdom', async () => {
    const { container } = render(<input type="text" />);
    const results = await axe.run(container, { rules: pageOrLayoutRules });
    expect(results.violations.map((violation) => violation.id)).toContain('label');
  });

  it.each(cases)('%s renders with no accessibility violations found by axe-core', async (_name, element) => {
    const { container } = render(
      <main>
        <ExampleWords>{element}</ExampleWords>
      </main>,
    );
    expect(container.textContent).not.toBe('');
    const results = await axe.run(container, { rules: pageOrLayoutRules });
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
  });
});
