import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, http } from '../../src/api/index.ts';
import { setUpHttp } from '../../src/http-setup.ts';
import { ErrorBoundary } from '../../src/status/ErrorBoundary.tsx';
import { ErrorPage } from '../../src/status/ErrorPage.tsx';
import { ForbiddenPage } from '../../src/status/ForbiddenPage.tsx';
import { MaintenanceGate } from '../../src/status/MaintenanceGate.tsx';
import { MaintenanceModal } from '../../src/status/MaintenanceModal.tsx';
import { setMaintenance } from '../../src/status/maintenance-store.ts';
import { NotFoundPage } from '../../src/status/NotFoundPage.tsx';
import { installFakeApi } from '../helpers/fake-api.ts';

afterEach(() => {
  act(() => setMaintenance(false));
  configureHttp({});
  vi.unstubAllGlobals();
});

function renderWithHome(page: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/somewhere']}>
      <Routes>
        <Route path="/somewhere" element={page} />
        <Route path="/dashboard" element={<p>Dashboard geopend</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('404 page', () => {
  it('says "Pagina niet gevonden", that the page is no longer available, and leads back home', async () => {
    renderWithHome(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText(/niet \(meer\) beschikbaar/)).toBeInTheDocument();
    expect(document.title).toBe('Pagina niet gevonden – Zorgportaal');
    await userEvent.click(screen.getByRole('link', { name: 'Naar de startpagina' }));
    expect(await screen.findByText('Dashboard geopend')).toBeInTheDocument();
  });
});

describe('403 page', () => {
  it('says there is no access, in Dutch, and leads back home', async () => {
    renderWithHome(<ForbiddenPage />);
    expect(screen.getByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    expect(screen.getByText(/Je hebt geen toegang tot deze pagina/)).toBeInTheDocument();
    expect(document.title).toBe('Geen toegang – Zorgportaal');
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('generic error page', () => {
  it('says "Er is iets fout gegaan." with a retry button', async () => {
    const onRetry = vi.fn();
    render(<ErrorPage onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Er is iets fout gegaan.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('replaces a page that crashes while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('kapot');
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Er is iets fout gegaan.' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});

describe('maintenance modal (spec §2, §8)', () => {
  it('says the product is temporarily unavailable; it cannot be closed, only reloaded', async () => {
    const onReload = vi.fn();
    act(() => setMaintenance(true));
    const user = userEvent.setup();
    render(<MaintenanceModal onReload={onReload} />);
    const dialog = screen.getByRole('dialog', { name: 'Tijdelijk niet beschikbaar' });
    expect(dialog).toHaveTextContent('Zorgportaal is tijdelijk niet beschikbaar');
    expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw laden' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('opens when the API answers 503 with maintenance', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    setUpHttp();
    installFakeApi({ 'GET /tags': { status: 503, body: { message: 'Onderhoud', maintenance: true } } });
    render(<MaintenanceGate />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => http.get('/tags').catch(() => undefined));
    expect(await screen.findByRole('dialog', { name: 'Tijdelijk niet beschikbaar' })).toBeInTheDocument();
  });
});
