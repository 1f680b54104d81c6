import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../src/ui/index.ts';

describe('TextField', () => {
  it('has a real label: clicking it focuses the field', async () => {
    render(<TextField label="E-mailadres" name="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mailadres' });
    const label = screen.getByText('E-mailadres', { selector: 'label' });
    expect(label).toHaveAttribute('for', input.id);
    await userEvent.click(label);
    expect(input).toHaveFocus();
  });

  it('lists every error on its own line under the field, linked by aria-describedby, and sets aria-invalid', () => {
    render(<TextField label="Wachtwoord" errors={['Te kort.', 'Te vaak gebruikt.']} />);
    const input = screen.getByRole('textbox', { name: 'Wachtwoord' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Te kort. Te vaak gebruikt.');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Te kort.', 'Te vaak gebruikt.']);
  });

  it('is not invalid and has no description without errors', () => {
    render(<TextField label="Naam" errors={[]} />);
    const input = screen.getByRole('textbox', { name: 'Naam' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps a caller aria-describedby next to the errors', () => {
    render(
      <>
        <p id="hint">Minstens 8 tekens.</p>
        <TextField label="Wachtwoord" aria-describedby="hint" errors={['Te kort.']} />
      </>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Minstens 8 tekens. Te kort.');
  });

  it('clear button "Wissen" empties an uncontrolled field, reports the change and refocuses it', async () => {
    const onChange = vi.fn();
    render(<TextField label="Zoeken" clearable onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    await userEvent.type(input, 'jansen');
    expect(input).toHaveValue('jansen');
    await userEvent.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: input }));
  });

  it('clear button empties a controlled field', async () => {
    function Controlled() {
      const [value, setValue] = useState('abc');
      return (
        <>
          <TextField
            label="Zoeken"
            clearable
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <output>{`[${value}]`}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('[]');
  });

  it('shows a search icon when search is set', () => {
    const { container } = render(<TextField label="Zoeken" search />);
    expect(container.querySelector('[data-testid="SearchIcon"]')).not.toBeNull();
  });

  it('password fields get a show/hide toggle with aria-pressed', async () => {
    render(<TextField label="Wachtwoord" type="password" defaultValue="geheim123" />);
    const input = screen.getByLabelText('Wachtwoord', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Wachtwoord tonen' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Wachtwoord verbergen' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('geheim123');
  });

  it('forwards its ref and input props (react-hook-form register shape)', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <TextField
        label="E-mailadres"
        name="email"
        ref={ref}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete="email"
        inputMode="email"
        maxLength={50}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mailadres' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('maxlength', '50');
    await userEvent.type(input, 'a');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('accepts a callback ref', () => {
    const ref = vi.fn();
    render(<TextField label="Naam" ref={ref} />);
    expect(ref).toHaveBeenCalledWith(screen.getByRole('textbox'));
  });
});
