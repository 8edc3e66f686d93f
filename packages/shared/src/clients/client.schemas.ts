import { z } from 'zod';
import { richTextHtmlSchema } from '../rich-text/html-allow-list.js';
import { samlSettingsSchema } from '../saml/saml-settings.schemas.js';
import { faqSchema, interfaceVisibilitySchema, labelOverridesSchema } from './client-texts.schemas.js';

const perLocale = z.object({ en: z.string().max(3), fr: z.string().max(3) });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE');

/** The client settings the interface reads (spec §3), editable by administrators. */
export const clientSettingsSchema = z.object({
  decimal_delimiter: z.object({ admin: perLocale }),
  thousands_delimiter: z.object({ admin: perLocale }),
  dates: z.object({ beginning_of_time: isoDate, end_of_time: isoDate }),
  authentication: z.object({
    user_not_found_message: z.string().max(500),
    mandate_expired_message: z.string().max(500),
    client_locked_message: z.string().max(500),
    /** Days after which a password must be changed; null turns expiry off. */
    password_expiry_days: z.number().int().min(1).max(3650).nullable(),
  }),
  /**
   * Rich text shown on the back-office home page, per locale; null when empty. Optional, so settings stored
   * before it existed stay valid. The server sanitises it before storing.
   */
  welcome_message: z.object({ en: richTextHtmlSchema.nullable(), fr: richTextHtmlSchema.nullable() }).optional(),
  /**
   * The yearly report: `published_at` is the day it was published; an indicator value revised after it is
   * shown as revised. Optional, so settings stored before it stay valid.
   */
  report: z
    .object({
      published_at: isoDate.optional(),
      /**
       * The last day the latest published edition covers (its `date_end`): the site marks figures of later
       * periods as provisional. Written by publishing an edition.
       */
      published_through: isoDate.optional(),
      /**
       * Leaves those provisional periods out of the public pages (figures, chart, CSV, their annotations) for
       * visitors and public-audience accounts until an edition covering them is published; private-audience
       * accounts and those who manage indicators still see them, marked. Absent means off; optional, so stored
       * settings stay valid. Set by the configuration screen.
       */
      hide_provisional: z.boolean().optional(),
    })
    .optional(),
  /** The identity provider of SAML sign-in; absent when the client has none. Optional, so stored settings stay valid. */
  saml: samlSettingsSchema.optional(),
  /**
   * Approval rules. Four eyes: no one passes on or approves an input they entered or changed, except,
   * when `allow_self_approval_for_single_person_organisations` is on, the only person acting for the
   * input's organisation. Absent means off; optional, so stored settings stay valid.
   */
  approval: z.object({ allow_self_approval_for_single_person_organisations: z.boolean() }).optional(),
  /**
   * The client's own limits of exports (`EXPORT_LIMITS` where absent): queued or running at once, and started
   * in 24 hours. Optional, so stored settings stay valid.
   */
  exports: z
    .object({
      concurrent_limit: z.number().int().min(1).max(100).optional(),
      daily_limit: z.number().int().min(1).max(10_000).optional(),
    })
    .optional(),
  /**
   * The client's overrides of interface texts per locale (message key → text), shown instead of the catalogues'
   * (GET /services/labels). Optional, so stored settings stay valid.
   */
  labels: labelOverridesSchema.optional(),
  /** The public FAQ (/faq), in order. Optional, so stored settings stay valid. */
  faq: faqSchema.optional(),
  /** Which parts of the public frame show (toolbar, menu, news, footer); absent means shown. Optional, so stored settings stay valid. */
  interface: interfaceVisibilitySchema.optional(),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

export const clientSchema = z.object({
  name: z.string().min(1).max(100),
  title: z.string().max(200),
  locked: z.boolean(),
  maintenance: z.boolean(),
  settings: clientSettingsSchema,
});
export type Client = z.infer<typeof clientSchema>;

/** What PUT /services/clients accepts: the editable part of the client. */
export const updateClientBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  settings: clientSettingsSchema,
});
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;
