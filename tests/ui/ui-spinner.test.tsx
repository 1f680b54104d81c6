import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPINNER_SIZES, Spinner } from '../../src/ui/index.ts';

describe('Spinner', () => {
  it('has the spec sizes xs 16, sm 24, md 32, lg 48', () => {
    expect(SPINNER_SIZES).toEqual({ xs: 16, sm: 24, md: 32, lg: 48 });
  });

  it('is md (32 px) by default, a progressbar labelled "Bezig met laden…"', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('progressbar', { name: 'Bezig met laden…' });
    expect(spinner).toHaveStyle({ width: '32px', height: '32px' });
  });

  it.each([
    ['xs', 16],
    ['sm', 24],
    ['md', 32],
    ['lg', 48],
  ] as const)('renders size %s at %i px', (size, px) => {
    render(<Spinner size={size} />);
    expect(screen.getByRole('progressbar')).toHaveStyle({ width: `${px}px`, height: `${px}px` });
  });

  it('takes a custom accessible label', () => {
    render(<Spinner label="Code wordt verstuurd" />);
    expect(screen.getByRole('progressbar', { name: 'Code wordt verstuurd' })).toBeInTheDocument();
  });
});
