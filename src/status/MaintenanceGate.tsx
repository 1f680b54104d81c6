import { lazy, Suspense } from 'react';
import { useMaintenance } from './maintenance-store.ts';

// The modal (and MUI's dialog code) is only fetched once a maintenance response has arrived.
const MaintenanceModal = lazy(() =>
  import('./MaintenanceModal.tsx').then((module) => ({ default: module.MaintenanceModal })),
);

/** Mounts the maintenance modal when the maintenance flag is set (spec §4, §8). */
export function MaintenanceGate() {
  const maintenance = useMaintenance();
  if (!maintenance) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceModal />
    </Suspense>
  );
}
