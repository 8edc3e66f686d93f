/** Password rules shown live as hints and enforced by the server (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = [
  { key: 'minLength', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { key: 'uppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'digit', test: (value: string) => /\d/.test(value) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function passwordRuleResults(value: string): Record<PasswordRuleKey, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.key, rule.test(value)])) as Record<
    PasswordRuleKey,
    boolean
  >;
}

export function isStrongPassword(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}
