import type { Messages } from '../en/index.js';
import { admin } from './admin.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { indicators } from './indicators.js';
import { jobs } from './jobs.js';
import { profile } from './profile.js';
import { ui } from './ui.js';

/** Typed as the English catalogue: a missing French key is a type error. */
export const fr: Messages = { ...common, ...errors, ...indicators, ...profile, ...admin, ...jobs, ...ui };
