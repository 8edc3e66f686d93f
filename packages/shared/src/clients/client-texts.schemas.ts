import { z } from 'zod';
import { richTextHtmlSchema } from '../rich-text/html-allow-list.js';

/** Limits of the client's own texts: overrides of interface texts, FAQ entries. */
export const CLIENT_TEXT_LIMITS = {
  labelKeyLength: 200,
  labelTextLength: 1000,
  labelsPerLocale: 2000,
  faqEntries: 100,
  faqQuestionLength: 300,
} as const;

/** A message key as the catalogues write them (`feature.part.name`); whether it exists is the server's check. */
export const labelKeySchema = z
  .string()
  .max(CLIENT_TEXT_LIMITS.labelKeyLength)
  .regex(/^[A-Za-z][\w.-]*$/, 'INVALID');

const labelsOfLocale = z
  .record(labelKeySchema, z.string().trim().min(1).max(CLIENT_TEXT_LIMITS.labelTextLength))
  .refine((labels) => Object.keys(labels).length <= CLIENT_TEXT_LIMITS.labelsPerLocale, { message: 'TOO_LONG' });

/**
 * The client's overrides of interface texts, per locale: message key → the text shown instead of the
 * catalogue's. Only keys of the catalogues, using only the arguments of the text they replace (checked by
 * the server, which knows every catalogue).
 */
export const labelOverridesSchema = z.object({ en: labelsOfLocale, fr: labelsOfLocale });
export type LabelOverrides = z.infer<typeof labelOverridesSchema>;

const perLocaleQuestion = z.string().trim().min(1).max(CLIENT_TEXT_LIMITS.faqQuestionLength);

/** One question of the client's FAQ, in both languages; the answers are rich text the server sanitises. */
export const faqEntrySchema = z.object({
  question: z.object({ en: perLocaleQuestion, fr: perLocaleQuestion }),
  answer: z.object({ en: richTextHtmlSchema.nullable(), fr: richTextHtmlSchema.nullable() }),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqSchema = z.array(faqEntrySchema).max(CLIENT_TEXT_LIMITS.faqEntries);

/** The parts of the public frame a client may turn off (spec §2); absent or true means shown. */
export const INTERFACE_PARTS = ['toolbar', 'menu', 'news', 'footer'] as const;
export type InterfacePart = (typeof INTERFACE_PARTS)[number];
export const interfaceVisibilitySchema = z.object({
  toolbar: z.boolean().optional(),
  menu: z.boolean().optional(),
  news: z.boolean().optional(),
  footer: z.boolean().optional(),
});
export type InterfaceVisibility = z.infer<typeof interfaceVisibilitySchema>;
