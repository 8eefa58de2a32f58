import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeavePageConfirmation } from './use-leave-page-confirmation';

function Journey({ active }: { active: boolean }) {
  useLeavePageConfirmation(active);
  return null;
}

function leaving(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useLeavePageConfirmation', () => {
  it('asks the browser to confirm leaving while a journey is active', () => {
    render(<Journey active />);
    expect(leaving().defaultPrevented).toBe(true);
  });

  it('lets the page go when no journey is active, or after the journey ends', () => {
    const { rerender, unmount } = render(<Journey active={false} />);
    expect(leaving().defaultPrevented).toBe(false);
    rerender(<Journey active />);
    expect(leaving().defaultPrevented).toBe(true);
    unmount();
    expect(leaving().defaultPrevented).toBe(false);
  });
});
