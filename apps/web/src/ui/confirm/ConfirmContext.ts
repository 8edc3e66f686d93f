import { createContext } from 'react';
import type { Confirm } from './confirm-types';

export const ConfirmContext = createContext<Confirm | null>(null);
