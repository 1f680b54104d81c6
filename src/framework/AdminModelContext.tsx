import { createContext, useContext, type ReactNode } from 'react';
import type { AdminModel, AdminResource } from './admin-model.ts';

const AdminModelContext = createContext<AdminModel | null>(null);

/** Makes the admin's resources known to the menu and the screens (references name their target by definition). */
export function AdminModelProvider({ model, children }: { model: AdminModel; children: ReactNode }) {
  return <AdminModelContext.Provider value={model}>{children}</AdminModelContext.Provider>;
}

export function useAdminModel(): AdminModel {
  const model = useContext(AdminModelContext);
  if (!model) throw new Error('useAdminModel() needs an <AdminModelProvider> (src/AdminApp.tsx).');
  return model;
}

/** The admin resource of a definition name (a reference's target), or undefined when the app does not mount it. */
export function useAdminResource(definitionName: string | null): AdminResource | undefined {
  const model = useAdminModel();
  return definitionName === null ? undefined : model.byDefinition.get(definitionName);
}
