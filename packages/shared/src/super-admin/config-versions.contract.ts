import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { configValidationSchema, superAdminClientSchema } from './config-versions.schemas.js';

const versionParam = z.object({ version: z.coerce.number().int().min(1) });
/** The document is checked by validate and apply, which report every finding with its path, not by the contract. */
const documentSchema = z.record(z.string(), z.unknown());

/** Configuration versions (spec §7, Super admin: client, client/config). */
export const configVersionsContract = defineContract('super-admin-config', "The client's configuration as versioned documents: validate, diff, apply, roll back.", {
  client: defineCall({
    method: 'GET',
    path: '/services/super_admin/client',
    summary: 'The client with its active version and every version, newest first.',
    response: superAdminClientSchema,
  }),
  config: defineCall({
    method: 'GET',
    path: '/services/super_admin/client/config/:version',
    summary: "A version's document; `active` for the configuration as it stands.",
    params: z.object({ version: z.union([z.literal('active'), z.coerce.number().int().min(1)]) }),
    response: z.object({ version: z.number().int(), config: documentSchema }),
  }),
  create: defineCall({
    method: 'POST',
    path: '/services/super_admin/client/config',
    summary: 'Saves a new draft version, made from the active version `base_version`.',
    description: '422 INVALID_CONFIG when the document does not have the shape of a configuration (details.errors with paths).',
    body: z.object({ config: documentSchema, base_version: z.number().int().min(1) }),
    response: z.object({ version: z.number().int() }),
    status: 201,
  }),
  validate: defineCall({
    method: 'POST',
    path: '/services/super_admin/client/config/validate',
    summary: 'Checks a document (sent, or a saved version) by applying it in a transaction that is rolled back.',
    description:
      'Answers its errors, warnings, its diff against the active configuration and its impact; 422 INVALID_CONFIG with details.errors and details.warnings when it has errors. Writes nothing, except marking a saved draft validated.',
    body: z.union([z.object({ config: documentSchema }), z.object({ version: z.number().int().min(1) })]),
    response: configValidationSchema,
  }),
  apply: defineCall({
    method: 'PUT',
    path: '/services/super_admin/client/config/:version',
    summary: 'Applies a version in a job, in one transaction: `updating`, then `active` or `failed`.',
    description:
      "409 STATE_CHANGED when its base is no longer the active version. Applying an earlier (superseded) version rolls back to it: a new version copying it is made from the active one and applied; the answer names it.",
    params: versionParam,
    response: z.object({ version: z.number().int() }),
    status: 202,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/services/super_admin/client/config/:version',
    summary: 'Deletes a draft (or validated or failed) version; the active one and those applied before stay.',
    description: '422 READ_ONLY for a version that is or was active, or is being applied.',
    params: versionParam,
    response: z.null(),
    status: 204,
  }),
});
