import { createContext } from 'react';
import type { Confirm } from './confirm-types.ts';

/** The `confirm` function of the nearest ConfirmProvider. */
export const ConfirmContext = createContext<Confirm | null>(null);
