import { createContext } from 'react';
import type { NoticesApi } from './notice-types';

export const NoticeContext = createContext<NoticesApi | null>(null);
