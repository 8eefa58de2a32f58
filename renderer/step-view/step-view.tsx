import { lazy, Suspense, useRef, useState } from 'react';
import { ErrorSummary } from '../error-summary/error-summary';
import { ExitModalDialog } from '../exit-modal/exit-modal';
import { NoticePanel } from '../notice-panel/notice-panel';
import { useTranslate } from '../widget-kit/translate-context';
import { SummaryList } from '../summary-list/summary-list';
import { SlowNotice } from './slow-notice';
import { StepButtons } from './step-buttons';
import type { StepViewProps } from './step-view-props';
import { useStepFocus } from './use-step-focus';
import { pageAnswers } from './page-answers';
import { splitWidgets } from './split-widgets';
import { widgetFor } from './widget-for';

const UnsavedGuard = lazy(() => import('./unsaved-guard').then((module) => ({ default: module.UnsavedGuard })));

/**
 * Renders one step from its view model: Back, the error summary, the progress line ("Step x of
 * y"), the heading (focused on each new step), notices, the fields through the widget registry,
 * the summary rows, the slow notice while Continue's operations run long, and the buttons with the
 * exit modal.
 */
export function StepView(props: StepViewProps) {
  const { model, onAnswer, onContinue, onBack, onExit, widgets = splitWidgets, uploads, busy = false } = props;
  const translate = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [exiting, setExiting] = useState(false);
  const continuePressed = useStepFocus(model, heading, summary);
  // The page's answers as it opened: Back and leaving ask first once they change (unsaved-guard.tsx).
  const at = `${model.stepId}/${model.run?.page ?? 0}`;
  const [opened, setOpened] = useState([at, pageAnswers(model)]);
  if (opened[0] !== at) setOpened([at, pageAnswers(model)]);
  const fields = model.fields.map((field) => ({ field, Widget: widgetFor(widgets, field.widget, field.name) }));

  return (
    <>
      <div className="rp-step" inert={exiting}>
        {model.back ? (
          <button type="button" className="rp-back-link" onClick={onBack} disabled={busy}>
            {translate('renderer.step.back')}
          </button>
        ) : null}
        <ErrorSummary errors={model.errors} ref={summary} />
        <span className="rp-caption">{translate(model.titleKey)}</span>
        {model.progress ? (
          <p className="rp-progress">
            {translate('renderer.step.progress', { current: model.progress.current, total: model.progress.total })}{' '}
            <span className="rp-progress__section">{translate(model.progress.sectionTitleKey)}</span>
          </p>
        ) : null}
        <h1 className="rp-heading" tabIndex={-1} ref={heading}>
          {model.heading ?? translate(model.headingKey)}
        </h1>
        {model.paragraphKeys.map((key) => (
          <p key={key} className="rp-body">
            {translate(key)}
          </p>
        ))}
        {model.run && model.run.pages > 1 ? (
          <p className="rp-hint">{translate('renderer.step.run-progress', model.run)}</p>
        ) : null}
        {model.notices.map((notice) => (
          <NoticePanel key={notice.messageKey} {...notice} />
        ))}
        <form
          className="rp-step__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy || model.continue?.disabled) return;
            continuePressed();
            onContinue();
          }}
        >
          {/* A widget loaded as a chunk of its own (splitWidgets) shows once it has arrived. */}
          <Suspense fallback={<p className="rp-hint">{translate('renderer.step.loading')}</p>}>
            {fields.map(({ field, Widget }) => (
              <Widget
                key={`${model.stepId}/${model.run?.page ?? 0}/${field.name}`}
                field={field}
                onAnswer={onAnswer}
                uploads={uploads?.[field.name]}
              />
            ))}
          </Suspense>
          {props.children}
          {model.summary ? <SummaryList rows={model.summary} onChange={props.onChangeAnswer} /> : null}
          <SlowNotice notice={model.continue?.slowNotice} busy={busy} />
          <StepButtons
            model={model}
            busy={busy}
            onExitPressed={() => setExiting(true)}
            onSaveDraft={() => onExit('save-and-exit')}
            onFinish={props.onFinish}
          />
        </form>
      </div>
      {exiting && model.exitModal ? (
        <ExitModalDialog
          modal={model.exitModal}
          onClose={() => setExiting(false)}
          onChoose={(choice) => {
            setExiting(false);
            onExit(choice);
          }}
        />
      ) : null}
      {model.exitModal?.backHeadingKey && opened[0] === at ? (
        <Suspense fallback={null}>
          <UnsavedGuard model={model} opened={opened[1] as string} onBack={onBack} />
        </Suspense>
      ) : null}
    </>
  );
}
