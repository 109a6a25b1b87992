// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@schemas/routes';
import { apiRequest, createApiClient, toQueryString } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { loadRuntimeConfig } from '@web/lib/runtime-config';
import { profileUser } from './support/fixtures';

// Amplify is the other third-party boundary: the default client must take its token from here.
// A module mock keeps this file in unit-isolated: a package's namespace cannot be spied on, and
// the last test loads the runtime config and configures Amplify, state no later file may see.
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(() =>
    Promise.resolve({ tokens: { accessToken: { toString: () => 'amplify-access-token' } } }),
  ),
  signIn: vi.fn(),
  signOut: vi.fn(),
}));

const user = profileUser({
  auth_id: 'sub-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  created_at: '2025-09-01T00:00:00.000Z',
  updated_at: '2025-09-01T00:00:00.000Z',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return {
    url: url instanceof Request ? url.url : String(url),
    init: init!,
    headers: init!.headers as Record<string, string>,
  };
}

describe('createApiClient', () => {
  it('sends the bearer token, builds the path from the route and parses the response', async () => {
    fetchMock.mockResolvedValue(json(200, user));
    const request = createApiClient({ getAccessToken: () => Promise.resolve('token-123') });

    const result = await request(routes.updateUser, { params: { id: 'user-1' }, body: { firstName: 'Ada' } });

    expect(result).toEqual(user);
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/user/user-1');
    expect(init.method).toBe('PATCH');
    expect(headers.Authorization).toBe('Bearer token-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ firstName: 'Ada' }));
  });

  it('hands the response headers to onHeaders (the x-total-count of a paged list)', async () => {
    fetchMock.mockResolvedValue(new Response('[]', { status: 200, headers: { 'x-total-count': '35' } }));
    const request = createApiClient({ getAccessToken: () => Promise.resolve('token-123') });
    let total: string | null = null;
    await request(routes.listAdminUsers, {
      query: { page: 2 },
      onHeaders: (headers) => (total = headers.get('x-total-count')),
    });
    expect(total).toBe('35');
    expect(lastRequest().url).toBe('/api/admin/auth/users?page=2');
  });

  it('sends no Authorization header and no body when signed out on a GET', async () => {
    fetchMock.mockResolvedValue(json(200, user));
    const request = createApiClient({ getAccessToken: () => Promise.resolve(undefined) });

    await request(routes.getUser);

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/user');
    expect(init.method).toBe('GET');
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('logs an unreadable session and still sends the request, without a token', async () => {
    fetchMock.mockResolvedValue(json(200, user));
    const logError = vi.fn();
    const request = createApiClient({
      getAccessToken: () => Promise.reject(new Error('refresh failed')),
      logError,
    });

    await request(routes.getUser);

    expect(logError).toHaveBeenCalledWith(expect.stringContaining('without a token'), expect.any(Error));
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });

  it("throws ApiError with the server's error message and status", async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'User not found' }));
    const request = createApiClient({ getAccessToken: () => Promise.resolve('token') });

    const error = await request(routes.getUser).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'User not found', body: { error: 'User not found' } });
  });

  it("uses API Gateway's own message field (its 401 answer)", async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthorized' }));
    const request = createApiClient({ getAccessToken: () => Promise.resolve('token') });

    await expect(request(routes.getUser)).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it("falls back to 'An error occurred' when the error body has no message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const request = createApiClient({ getAccessToken: () => Promise.resolve('token') });

    await expect(request(routes.getUser)).rejects.toMatchObject({ status: 502, message: 'An error occurred' });
  });

  it("reports 'No response received from server.' when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const request = createApiClient({ getAccessToken: () => Promise.resolve('token') });

    await expect(request(routes.getUser)).rejects.toMatchObject({
      status: 0,
      message: 'No response received from server.',
    });
  });

  it('rejects a success response that breaks the contract', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'user-1' }));
    const logError = vi.fn();
    const request = createApiClient({ getAccessToken: () => Promise.resolve('token'), logError });

    await expect(request(routes.getUser)).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an unexpected response.',
    });
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('apiRequest (the app client)', () => {
  it("sends the Amplify session's access token", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        region: 'us-east-1',
        userPoolId: 'us-east-1_local',
        userPoolClientId: 'client',
        apiBaseUrl: '/api',
        environment: 'local',
        cognitoEndpoint: 'http://localhost:9229',
      }),
    );
    await loadRuntimeConfig();
    fetchMock.mockResolvedValueOnce(json(200, user));

    await expect(apiRequest(routes.getUser)).resolves.toEqual(user);
    expect(lastRequest().headers.Authorization).toBe('Bearer amplify-access-token');
  });
});

describe('toQueryString', () => {
  it('encodes values, repeats arrays and skips empty ones', () => {
    expect(toQueryString({ page: 2, search: 'a b', ids: ['x', 'y'], none: undefined, nil: null })).toBe(
      '?page=2&search=a+b&ids=x&ids=y',
    );
    expect(toQueryString(undefined)).toBe('');
  });
});
