import { describe, expect, it } from 'vitest';
import { isBackOfficePath } from './back-office-path';

describe('isBackOfficePath', () => {
  it('tells a back-office path by its whole first segments', () => {
    const paths = ['/admin', '/super_admin'];
    expect(isBackOfficePath('/admin', paths)).toBe(true);
    expect(isBackOfficePath('/admin/users/3', paths)).toBe(true);
    expect(isBackOfficePath('/super_admin', paths)).toBe(true);
    expect(isBackOfficePath('/administration', paths)).toBe(false);
    expect(isBackOfficePath('/indicators/admin', paths)).toBe(false);
  });
});
