import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, back, viewModel, type FieldError, type JourneySnapshot } from '../../engine';
import { fixtureJourney, startFixture } from '../../engine/test-fixtures/fixture-journey';
import { continueSettled } from '../../engine/test-fixtures/journey-walker';
import { runFixtureEffects } from '../../engine/test-fixtures/service-request-world';
import { messageTranslate } from '../widget-kit/message-translate';
import { TranslateProvider } from '../widget-kit/translate-context';
import { exampleMessages } from '../test-support/example-words';
import { StepView } from './step-view';

const words = messageTranslate({
  ...exampleMessages,
  'case.property.heading': 'Which property is it about?',
  'case.property.label': 'Property',
  'case.type.heading': 'What is your request about?',
  Case_Property_Required: 'Select a property',
});

/** The engine's fixture journey driven through the step frame, as the app will wire it. */
function FixtureJourney() {
  const journey = fixtureJourney();
  const [state, setState] = useState<{ snapshot: JourneySnapshot; errors: FieldError[] }>(() => ({
    snapshot: startFixture(journey),
    errors: [],
  }));
  return (
    <TranslateProvider translate={words}>
      <StepView
        model={viewModel(journey, state.snapshot, state.errors)}
        onAnswer={(name, value) =>
          setState(({ snapshot, errors }) => ({
            snapshot: answer(journey, snapshot, { [name]: value }).snapshot,
            errors,
          }))
        }
        onContinue={() => {
          const result = continueSettled(journey, state.snapshot, runFixtureEffects);
          setState({ snapshot: result.snapshot, errors: result.status === 'invalid' ? result.errors : [] });
        }}
        onBack={() => setState({ snapshot: back(journey, state.snapshot).snapshot, errors: [] })}
        onExit={() => undefined}
      />
    </TranslateProvider>
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('a journey through the step frame', () => {
  it('moves focus to the error summary on a failed Continue, and its link to the field', () => {
    render(<FixtureJourney />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Which property is it about?' }));
    fireEvent.click(continueButton());
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    fireEvent.click(screen.getByRole('link', { name: 'Select a property' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 Canal Street, London E1 1AA' }));
    expect(document.getElementById('field-property-error')?.textContent).toBe('Error: Select a property');
  });

  it('moves focus to the error summary again when Continue fails a second time the same way', () => {
    render(<FixtureJourney />);
    fireEvent.click(continueButton());
    screen.getByRole('heading', { level: 1 }).focus();
    fireEvent.click(continueButton());
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('focuses the new heading after Continue and again after Back', () => {
    render(<FixtureJourney />);
    fireEvent.click(screen.getByRole('radio', { name: 'Flat 4, Mill House, London E2 2BB' }));
    fireEvent.click(continueButton());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'What is your request about?' }));
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Which property is it about?' }));
    expect((screen.getByRole('radio', { name: 'Flat 4, Mill House, London E2 2BB' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
