import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CODE_LENGTH, CodeInput, Modal } from '../../src/ui/index.ts';

const boxes = () => screen.getAllByRole('textbox');
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

function Harness({ onComplete }: { onComplete?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput label="Verificatiecode" value={value} onChange={setValue} onComplete={onComplete} />
      <output>{`[${value}]`}</output>
      <button type="button" onClick={() => setValue('')}>
        Leegmaken
      </button>
    </>
  );
}

describe('CodeInput', () => {
  it('renders 6 numeric boxes in a labelled group, each "Cijfer i van 6", one-time-code on the first', () => {
    expect(CODE_LENGTH).toBe(6);
    render(<CodeInput label="Verificatiecode" />);
    const group = screen.getByRole('group', { name: 'Verificatiecode' });
    expect(group).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    boxes().forEach((box, index) => {
      expect(box).toHaveAccessibleName(`Cijfer ${index + 1} van 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
    });
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('focuses the first box on display', () => {
    render(<CodeInput />);
    expect(boxes()[0]).toHaveFocus();
  });

  it('focuses the first box on display inside a Modal', async () => {
    render(
      <Modal open title="Code">
        <CodeInput />
      </Modal>,
    );
    await screen.findByRole('dialog');
    expect(boxes()[0]).toHaveFocus();
  });

  it('clicking the label focuses the first box', async () => {
    render(<CodeInput label="Verificatiecode" autoFocus={false} />);
    await userEvent.click(screen.getByText('Verificatiecode'));
    expect(boxes()[0]).toHaveFocus();
  });

  it('typing a digit fills the box and moves to the next; value is the boxes joined', async () => {
    render(<Harness />);
    await userEvent.keyboard('12');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('[12]');
  });

  it('ignores letters and other non-digits', async () => {
    render(<Harness />);
    await userEvent.keyboard('a1b-2 ');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('clears non-digits that arrive as input without a key press (mobile keyboards)', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: 'x' } });
    expect(values()[0]).toBe('');
    fireEvent.change(boxes()[0]!, { target: { value: '7' } });
    expect(values()[0]).toBe('7');
    expect(boxes()[1]).toHaveFocus();
  });

  it('calls onComplete with the code when all 6 boxes are filled by typing', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    expect(boxes()[5]).toHaveFocus();
  });

  it('paste strips non-digits, fills the boxes from the first and calls onComplete', async () => {
    const onComplete = vi.fn();
    const onChange = vi.fn();
    render(<CodeInput onChange={onChange} onComplete={onComplete} />);
    await userEvent.paste('12-34 56');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('a whole code pasted into a later box still fills from the first', async () => {
    render(<CodeInput />);
    await userEvent.click(boxes()[3]!);
    await userEvent.paste('654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('a partial paste fills from the current box and focuses the box after it', async () => {
    render(<CodeInput />);
    await userEvent.keyboard('1');
    await userEvent.paste('2a3');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('autofill of the whole code into the first box fills every box', () => {
    const onComplete = vi.fn();
    render(<CodeInput onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: '987654' } });
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it.each(['Backspace', 'Delete'])('%s clears the current box and moves to the previous', async (key) => {
    render(<Harness />);
    await userEvent.paste('123456');
    expect(boxes()[5]).toHaveFocus();
    await userEvent.keyboard(`{${key}}`);
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(boxes()[4]).toHaveFocus();
    await userEvent.keyboard(`{${key}}`);
    expect(values()).toEqual(['1', '2', '3', '4', '', '']);
    expect(boxes()[3]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('[1234]');
  });

  it('Backspace on the first box clears it and stays there', async () => {
    render(<CodeInput />);
    await userEvent.keyboard('1');
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('{Backspace}');
    expect(values()[0]).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('typing over a filled box replaces its digit', async () => {
    render(<Harness />);
    await userEvent.keyboard('123');
    await userEvent.click(boxes()[1]!);
    await userEvent.keyboard('9');
    expect(values()).toEqual(['1', '9', '3', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('follows a controlled value: setting it to "" empties the boxes', async () => {
    render(<Harness />);
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Leegmaken' }));
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('shows errors under the boxes, describing each box and marking it invalid', () => {
    render(<CodeInput errors={['De code is onjuist.']} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('De code is onjuist.');
    for (const box of boxes()) {
      expect(box).toHaveAccessibleDescription('De code is onjuist.');
      expect(box).toHaveAttribute('aria-invalid', 'true');
    }
  });
});
