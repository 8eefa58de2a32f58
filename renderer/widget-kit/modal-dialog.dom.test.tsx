import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function open() {
  const onClose = vi.fn();
  render(
    <ModalDialog headingId="heading" onClose={onClose}>
      <h2 id="heading">Request a custom statement</h2>
      <button type="button">Send statement</button>
    </ModalDialog>,
  );
  const backdrop = screen.getByRole('dialog').parentElement!;
  return { onClose, backdrop, button: screen.getByRole('button', { name: 'Send statement' }) };
}

describe('modal dialog', () => {
  it('closes on a click pressed and let go outside it', () => {
    const { onClose, backdrop } = open();
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when a press inside it is let go outside, as when a button moves away under the pointer', () => {
    const { onClose, backdrop, button } = open();
    // The browser sends the click to the element both ends share: the backdrop.
    fireEvent.mouseDown(button);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });
});
