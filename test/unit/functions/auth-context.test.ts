import { describe, expect, it } from 'vitest';
import { authContextFromEvent, parseGroupsClaim, roleFromGroups } from '@functions/platform/http/auth-context';

describe('parseGroupsClaim', () => {
  it('reads API Gateway’s "[a b]" string form and real arrays', () => {
    expect(parseGroupsClaim('[ADMIN MOVER]')).toEqual(['ADMIN', 'MOVER']);
    expect(parseGroupsClaim('[MOVING_COMPANY]')).toEqual(['MOVING_COMPANY']);
    expect(parseGroupsClaim(['MOVER'])).toEqual(['MOVER']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
    expect(parseGroupsClaim('')).toEqual([]);
    expect(parseGroupsClaim('[]')).toEqual([]);
  });
});

describe('roleFromGroups', () => {
  it('takes the strongest group and defaults to MOVER', () => {
    expect(roleFromGroups(['MOVER', 'ADMIN'])).toBe('ADMIN');
    expect(roleFromGroups(['MOVING_COMPANY', 'MOVER'])).toBe('MOVING_COMPANY');
    expect(roleFromGroups([])).toBe('MOVER');
    expect(roleFromGroups(['SOMETHING_ELSE'])).toBe('MOVER');
  });
});

describe('authContextFromEvent', () => {
  it('reads sub, username and groups from verified claims', () => {
    const event = {
      requestContext: { authorizer: { jwt: { claims: { sub: 'abc', username: 'u-1', 'cognito:groups': '[ADMIN]' } } } },
    };
    expect(authContextFromEvent(event as never)).toEqual({
      userId: 'abc',
      username: 'u-1',
      role: 'ADMIN',
      groups: ['ADMIN'],
    });
  });

  it('is null without claims', () => {
    expect(authContextFromEvent({ requestContext: {} } as never)).toBeNull();
  });
});
