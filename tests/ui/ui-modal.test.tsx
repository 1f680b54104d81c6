import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_WIDTHS, MODAL_WIDTH_DIALOG, MODAL_WIDTH_NORMAL, Modal } from '../../src/ui/index.ts';

describe('Modal', () => {
  it('has the spec widths 624 px (normal) and 584 px (dialog)', () => {
    expect(MODAL_WIDTH_NORMAL).toBe(624);
    expect(MODAL_WIDTH_DIALOG).toBe(584);
    expect(MODAL_WIDTHS).toEqual({ normal: 624, dialog: 584 });
  });

  it('uses the title as accessible name and shows children and actions', () => {
    render(
      <Modal open title="Bevestig je wachtwoord" actions={<button type="button">Doorgaan</button>}>
        <p>Inhoud</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bevestig je wachtwoord' });
    expect(dialog).toHaveTextContent('Inhoud');
    expect(screen.getByRole('button', { name: 'Doorgaan' })).toBeInTheDocument();
  });

  it("shows the title as a bold heading, like the pages' headings", () => {
    render(
      <Modal open title="Tijdelijk niet beschikbaar">
        x
      </Modal>,
    );
    const heading = screen.getByRole('heading', { name: 'Tijdelijk niet beschikbaar' });
    expect(heading).toHaveStyle({ fontWeight: '600' });
  });

  it.each([
    ['normal', '624px'],
    ['dialog', '584px'],
  ] as const)('limits the %s variant to %s', (variant, width) => {
    render(
      <Modal open title="Titel" variant={variant}>
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: width });
  });

  it('is normal by default', () => {
    render(
      <Modal open title="Titel">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '624px' });
  });

  it('locks page scroll while open and releases it after closing', async () => {
    const { rerender } = render(
      <Modal open title="Titel">
        x
      </Modal>,
    );
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    rerender(
      <Modal open={false} title="Titel">
        x
      </Modal>,
    );
    await waitFor(() => expect(document.body).not.toHaveStyle({ overflow: 'hidden' }));
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="Titel">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when closable: a close button "Sluiten" and Escape close it (not skip)', async () => {
    const onClose = vi.fn();
    const onSkip = vi.fn();
    render(
      <Modal open title="Titel" onClose={onClose} onSkip={onSkip}>
        x
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('when not closable but skippable: a skip button "Overslaan", and Escape skips', async () => {
    const onSkip = vi.fn();
    render(
      <Modal open title="Titel" onSkip={onSkip}>
        x
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onSkip).toHaveBeenCalledTimes(2);
  });

  it('when neither closable nor skippable: Escape does nothing and there is no close button', async () => {
    render(
      <Modal open title="Onderhoud">
        x
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Onderhoud' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not close on a backdrop click', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Titel" onClose={onClose}>
        x
      </Modal>,
    );
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    if (backdrop) await userEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });
});
