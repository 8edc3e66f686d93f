import type { ClientSettings } from '../clients/client.schemas.js';
import type { Locale } from '../i18n/locales.js';

/** The characters a number is written with: the client's admin delimiters for one locale (spec §5). */
export interface NumberDelimiters {
  decimal: string;
  thousands: string;
}

export function adminDelimitersOf(settings: Pick<ClientSettings, 'decimal_delimiter' | 'thousands_delimiter'>, locale: Locale): NumberDelimiters {
  return { decimal: settings.decimal_delimiter.admin[locale], thousands: settings.thousands_delimiter.admin[locale] };
}

const SPACES = /[\s\u00a0\u202f]/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isSpace = (text: string) => text.replace(SPACES, '') === '';

/**
 * Reads a number written with the locale's delimiters: '1 234,5' in French, '1,234.5' in English.
 * Thousands groups must have three digits, so '1,5' in English is refused rather than read as 15.
 * Where the decimal delimiter is a comma, a point is accepted too (values pasted from elsewhere).
 * Null for blank text; 'INVALID' for anything else that is not a number.
 */
export function parseLocalizedNumber(text: string, delimiters: NumberDelimiters): number | null | 'INVALID' {
  const spaced = isSpace(delimiters.thousands);
  let value = text.trim().replace(/^−/, '-');
  if (value === '') return null;
  if (spaced) value = value.replace(SPACES, ' ');
  const thousands = spaced ? ' ' : escape(delimiters.thousands);
  const decimals = [escape(delimiters.decimal)];
  if (delimiters.decimal === ',' && delimiters.thousands !== '.') decimals.push('\\.');
  const pattern = new RegExp(`^([-+]?)(\\d{1,3}(?:${thousands}\\d{3})+|\\d+)(?:(?:${decimals.join('|')})(\\d+))?$`);
  const match = pattern.exec(value);
  if (!match) return 'INVALID';
  const [, sign, integer = '', fraction] = match;
  const number = Number(`${sign === '-' ? '-' : ''}${integer.replace(new RegExp(thousands, 'g'), '')}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(number) ? number : 'INVALID';
}

/** Writes a number with the locale's delimiters, grouping thousands; trailing zeros of the fraction are dropped. */
export function formatLocalizedNumber(value: number, delimiters: NumberDelimiters, options: { maximumFractionDigits?: number } = {}): string {
  const digits = options.maximumFractionDigits ?? 10;
  const fixed = Math.abs(value).toFixed(Math.min(digits, 20));
  const [integer = '0', fraction = ''] = fixed.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, delimiters.thousands);
  const sign = value < 0 && (Number(integer) !== 0 || trimmed !== '') ? '-' : '';
  return `${sign}${grouped}${trimmed ? delimiters.decimal + trimmed : ''}`;
}
