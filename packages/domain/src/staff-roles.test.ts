import { describe, expect, it } from 'vitest';
import { type StaffNeed, staffRoleAllows } from './staff-roles.ts';

describe('staffRoleAllows', () => {
  it.each<[string, StaffNeed, boolean]>([
    ['OWNER', 'read', true],
    ['OWNER', 'write', true],
    ['OWNER', 'owner', true],
    ['OPERATIONS', 'read', true],
    ['OPERATIONS', 'write', true],
    ['OPERATIONS', 'owner', false],
    ['READ_ONLY', 'read', true],
    ['READ_ONLY', 'write', false],
    ['READ_ONLY', 'owner', false],
    ['SUPERUSER', 'read', true],
    ['SUPERUSER', 'write', false],
    ['', 'owner', false],
  ])('%s may %s: %s', (role, need, allowed) => {
    expect(staffRoleAllows(role, need)).toBe(allowed);
  });
});
