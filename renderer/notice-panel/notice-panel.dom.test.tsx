import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { noticePanelExamples } from './examples';
import { NoticePanel, noticeSteps } from './notice-panel';

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

  it('shows a message written as steps as an ordered list, bold only where it says (SSR037)', () => {
    render(
      <ExampleWords>
        <NoticePanel {...noticePanelExamples.steps} />
      </ExampleWords>,
    );
    const notice = screen.getByRole('status');
    const items = [...notice.querySelectorAll('ol > li')];
    expect(items.map((item) => item.textContent)).toEqual([
      'If you smell gas, act now:',
      'Open doors and windows.',
      'Call the gas emergency line.',
    ]);
    expect(items.map((item) => item.querySelector('strong') !== null)).toEqual([true, false, true]);
    expect(notice.textContent).not.toContain('?');
    expect(notice.textContent).not.toContain('*');
  });

  it('leaves prose with question marks as it is', () => {
    expect(noticeSteps('Is anyone trapped? Call 999 first.')).toBeNull();
    expect(noticeSteps('Do you still want to go on?')).toBeNull();
    expect(noticeSteps('Open doors.?**Leave.**')).toEqual([
      { text: 'Open doors.', bold: false },
      { text: 'Leave.', bold: true },
    ]);
  });
});
