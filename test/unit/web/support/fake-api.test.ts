import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from './fake-api';
import { profileUser } from './fixtures';

useFakeApi();

describe('fakeApi', () => {
  it('answers a route with its fixture, parsed by the route’s response schema', async () => {
    fakeApi.on(routes.getUser, profileUser({ firstName: ' Ada ' }));
    await expect(apiRequest(routes.getUser)).resolves.toMatchObject({ id: 'user-1' });
    expect(fakeApi.callsTo(routes.getUser)).toEqual([undefined]);
  });

  it('throws the error a route is given, and refuses a route it was not told about', async () => {
    fakeApi.on(routes.getUser, new ApiError(404, 'User not found'));
    await expect(apiRequest(routes.getUser)).rejects.toMatchObject({ status: 404 });
    await expect(apiRequest(routes.listMyQuotes)).rejects.toThrow('no reply for GET /api/my-quotes');
  });

  it('fails on a fixture that breaks the contract', async () => {
    const { email: _left, ...withoutEmail } = profileUser();
    fakeApi.on(routes.getUser, withoutEmail as ReturnType<typeof profileUser>);
    await expect(apiRequest(routes.getUser)).rejects.toThrow('breaks the contract');
    expect(fakeApi.takeContractBreaks()).toEqual([expect.stringContaining('GET /api/user')]);
  });
});
