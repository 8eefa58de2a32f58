import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { summaryListExamples } from './examples';
import { SummaryList } from './summary-list';

describe('summary list', () => {
  it('shows each answer under its label, several chosen values as a list', () => {
    render(
      <ExampleWords>
        <SummaryList rows={summaryListExamples['referral review']} onChange={vi.fn()} />
      </ExampleWords>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Referral for', 'Reasons', 'Details']);
    const values = screen.getAllByRole('definition').filter((value) => value.className === 'rp-summary-list__value');
    expect(values[0]?.textContent).toBe('Myself');
    expect(
      within(values[1] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Budgeting', 'Benefits']);
    expect(values[2]?.textContent).toBe('I would like help with a budget.');
  });

  it('reports the row whose change link was chosen, the link naming the question', () => {
    const onChange = vi.fn();
    render(
      <ExampleWords>
        <SummaryList rows={summaryListExamples['referral review']} onChange={onChange} />
      </ExampleWords>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change Reasons' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ field: 'referral-reasons', change: { step: 'referral-reason', page: 0 } }),
    );
  });

  it('has no change links without a handler', () => {
    render(
      <ExampleWords>
        <SummaryList rows={summaryListExamples['a question from reference data']} />
      </ExampleWords>,
    );
    expect(screen.getByRole('term').textContent).toBe('How many fobs do you need?');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
