import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonTheme } from '../../src/ui/index.ts';

const themes: ButtonTheme[] = [
  'primary',
  'secondary',
  'secondary-disabled',
  'tertiary',
  'danger',
  'transparent',
];

describe('Button', () => {
  it.each(themes)('renders theme %s in both sizes as a clickable <button type="button">', async (theme) => {
    const onClick = vi.fn();
    render(
      <>
        <Button theme={theme} onClick={onClick}>
          Groot
        </Button>
        <Button theme={theme} size="small" onClick={onClick}>
          Klein
        </Button>
      </>,
    );
    const normal = screen.getByRole('button', { name: 'Groot' });
    const small = screen.getByRole('button', { name: 'Klein' });
    expect(normal.tagName).toBe('BUTTON');
    expect(normal).toHaveAttribute('type', 'button');
    expect(normal).toHaveClass('MuiButton-sizeMedium');
    expect(small).toHaveClass('MuiButton-sizeSmall');
    await userEvent.click(normal);
    await userEvent.click(small);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('maps themes onto distinct MUI variants and colours', () => {
    render(
      <>
        {themes.map((theme) => (
          <Button key={theme} theme={theme}>
            {theme}
          </Button>
        ))}
      </>,
    );
    expect(screen.getByRole('button', { name: 'primary' })).toHaveClass(
      'MuiButton-contained',
      'MuiButton-colorPrimary',
    );
    expect(screen.getByRole('button', { name: 'secondary' })).toHaveClass('MuiButton-outlined');
    expect(screen.getByRole('button', { name: 'tertiary' })).toHaveClass(
      'MuiButton-text',
      'MuiButton-colorPrimary',
    );
    expect(screen.getByRole('button', { name: 'danger' })).toHaveClass(
      'MuiButton-contained',
      'MuiButton-colorError',
    );
    expect(screen.getByRole('button', { name: 'transparent' })).toHaveClass(
      'MuiButton-text',
      'MuiButton-colorInherit',
    );
    expect(screen.getByRole('button', { name: 'secondary-disabled' })).toBeEnabled();
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Opslaan</Button>);
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveAttribute('type', 'submit');
  });

  it('renders a link <a href> when given href', () => {
    render(<Button href="/password/forgot">Wachtwoord vergeten?</Button>);
    const link = screen.getByRole('link', { name: 'Wachtwoord vergeten?' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/password/forgot');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders the link through a given component (router Link), passing href as `to`', () => {
    const RouterLink = forwardRef<
      HTMLAnchorElement,
      AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
    >(function RouterLink({ to, ...props }, ref) {
      return <a ref={ref} {...props} href={to} data-router="yes" />;
    });
    render(
      <Button href="/settings/account" component={RouterLink} theme="secondary">
        Account
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link).toHaveAttribute('href', '/settings/account');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('shows a small spinner and is disabled while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Versturen
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Versturen/ });
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Bezig met laden…' })).toHaveStyle({ width: '24px' });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
