import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { ErrorSummary } from './error-summary';
import { errorSummaryExamples } from './examples';

describe('error summary', () => {
  it('lists the errors as links that focus their field without changing the address', () => {
    render(
      <ExampleWords>
        <ErrorSummary errors={errorSummaryExamples['two errors']} />
        <label htmlFor="field-contact-name">Contact name</label>
        <input id="field-contact-name" />
      </ExampleWords>,
    );
    expect(screen.getByRole('alert').getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Enter a contact name' });
    expect(link.getAttribute('href')).toBe('#field-contact-name');
    const before = window.location.href;
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Contact name' }));
    expect(window.location.href).toBe(before);
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
