import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useInlineConfirm } from './inline-confirm';

const answers: boolean[] = [];

function Harness() {
  const { ask, prompt } = useInlineConfirm();
  return (
    <div>
      <button
        type="button"
        onClick={() => void ask('Ban Asha?', 'Ban').then((answer) => answers.push(answer))}
      >
        Ban customer
      </button>
      {prompt}
    </div>
  );
}

describe('inline confirm', () => {
  afterEach(() => {
    cleanup();
    answers.length = 0;
  });

  it('asks in the page, focuses the confirm button and answers true once confirmed', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Ban customer' }));
    const group = await screen.findByRole('group', { name: 'Ban Asha?' });
    const confirm = screen.getByRole('button', { name: 'Ban' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    await Promise.resolve();
    expect(answers).toEqual([true]);
    expect(group.isConnected).toBe(false);
  });

  it('Cancel and Escape answer false and close the question', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Ban customer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ban customer' }));
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Ban' }).dispatchEvent(escape);
    await Promise.resolve();
    expect(answers).toEqual([false, false]);
    // Kept from a dialog around it.
    expect(escape.defaultPrevented).toBe(true);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
