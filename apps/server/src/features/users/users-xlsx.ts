import ExcelJS from 'exceljs';
import type { Locale } from '@platform/shared/i18n/locales';
import type { User } from '@platform/shared/users/users.schemas';
import { XLSX_DATE_TIME_FORMAT } from '../../platform/spreadsheets/xlsx-formats.js';
import { USERS_XLSX_TEXTS } from './users-xlsx.texts.js';

export interface UsersWorkbook {
  users: readonly User[];
  /** The names of the client's tag nodes, by key: the organisations column names them. */
  tagNames: ReadonlyMap<string, { en: string; fr: string }>;
  locale: Locale;
}

/** The file name the export is offered under, dated the day it was made. */
export const usersXlsxFileName = (today = new Date()) => `users-${today.toISOString().slice(0, 10)}.xlsx`;

/**
 * The users list as a workbook: one row per user (names, status, roles, organisations by name, rights
 * and dates as real dates) under a header row in the caller's language.
 */
export async function usersWorkbook({ users, tagNames, locale }: UsersWorkbook): Promise<Buffer> {
  const texts = USERS_XLSX_TEXTS[locale];
  const { headers } = texts;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: headers.email, width: 32 },
    { header: headers.firstName, width: 16 },
    { header: headers.lastName, width: 16 },
    { header: headers.status, width: 12 },
    { header: headers.roles, width: 28 },
    { header: headers.organisations, width: 36 },
    { header: headers.audience, width: 10 },
    { header: headers.approvalRole, width: 16 },
    { header: headers.authentication, width: 22 },
    { header: headers.locale, width: 10 },
    { header: headers.mandateStart, width: 14 },
    { header: headers.mandateEnd, width: 14 },
    { header: headers.invitedAt, width: 18, style: { numFmt: XLSX_DATE_TIME_FORMAT } },
    { header: headers.lastSignedInAt, width: 18, style: { numFmt: XLSX_DATE_TIME_FORMAT } },
    { header: headers.archivedAt, width: 18, style: { numFmt: XLSX_DATE_TIME_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  const date = (value: string | null) => (value === null ? null : new Date(value));
  for (const user of users) {
    const roles = user.roles.map((role) => role.name);
    sheet.addRow([
      user.email,
      user.first_name || null,
      user.last_name || null,
      texts.statuses[user.status],
      (user.super_admin ? [texts.superAdmin, ...roles] : roles).join(', ') || null,
      user.tags.map((key) => tagNames.get(key)?.[locale] ?? key).join(', ') || null,
      texts.audiences[user.audience],
      user.approval_role ? texts.approvalRoles[user.approval_role] : null,
      texts.authentication[user.authentication_method],
      texts.locales[user.locale],
      user.permissions.mandate?.starts_on ?? null,
      user.permissions.mandate?.ends_on ?? null,
      date(user.invited_at),
      date(user.last_signed_in_at),
      date(user.archived_at),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
