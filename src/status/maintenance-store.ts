import { createStore, useStore } from '../../auth/store.ts';

/** Spec §4: a boolean set when a maintenance response (503 with `maintenance: true`) arrives. */
const maintenanceStore = createStore({ maintenance: false });

export function setMaintenance(maintenance: boolean): void {
  if (maintenanceStore.get().maintenance !== maintenance) maintenanceStore.set({ maintenance });
}

export function useMaintenance(): boolean {
  return useStore(maintenanceStore).maintenance;
}
