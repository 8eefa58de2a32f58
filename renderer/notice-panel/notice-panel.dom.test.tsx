import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { noticePanelExamples } from './examples';
import { NoticePanel } from './notice-panel';

describe('notice panels', () => {
  it('shows a blocking notice as an alert', () => {
    render(
      <ExampleWords>
        <NoticePanel {...noticePanelExamples.blocking} />
      </ExampleWords>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Important SSR047');
  });

  it('shows a warning as a status with the warning sign hidden from screen readers', () => {
    render(
      <ExampleWords>
        <NoticePanel {...noticePanelExamples.warning} />
      </ExampleWords>,
    );
    const warning = screen.getByRole('status');
    expect(warning.querySelector('[aria-hidden="true"]')?.textContent).toBe('!');
    expect(warning.querySelector('strong')?.textContent).toBe('Warning Case_Fob_Stolen');
  });
});
