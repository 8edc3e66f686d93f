import { admin } from './admin.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { indicators } from './indicators.js';
import { jobs } from './jobs.js';
import { profile } from './profile.js';
import { ui } from './ui.js';

/** The English catalogue, one file per feature; French must have every key. */
export const en = { ...common, ...errors, ...indicators, ...profile, ...admin, ...jobs, ...ui };

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
