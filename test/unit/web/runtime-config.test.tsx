// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { getRuntimeConfig, loadRuntimeConfig } from '@web/lib/runtime-config';
import { renderWithProviders } from './support/render-route';

const localConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_local',
  userPoolClientId: 'client-id',
  cognitoEndpoint: 'http://localhost:9229',
  apiBaseUrl: '/api',
  environment: 'local',
  buildId: 'dev',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json, validates it and keeps it', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(200, localConfig));

    await expect(loadRuntimeConfig(fetchMock)).resolves.toEqual(localConfig);
    // loadRuntimeConfig fetches by path, never with a Request.
    expect(String(fetchMock.mock.calls[0][0] as string | URL)).toBe('/config.json');
    expect(getRuntimeConfig()).toEqual(localConfig);
  });

  it('accepts the AWS shape without a Cognito endpoint', async () => {
    const { cognitoEndpoint: _, ...awsConfig } = { ...localConfig, environment: 'aws' };
    await expect(loadRuntimeConfig(() => Promise.resolve(json(200, awsConfig)))).resolves.toMatchObject({
      environment: 'aws',
    });
  });

  it('rejects a config with missing or wrong fields', async () => {
    await expect(
      loadRuntimeConfig(() => Promise.resolve(json(200, { ...localConfig, userPoolId: '' }))),
    ).rejects.toThrow(/not valid/);
    await expect(
      loadRuntimeConfig(() => Promise.resolve(json(200, { ...localConfig, environment: 'prod' }))),
    ).rejects.toThrow(/not valid/);
  });

  it('rejects when the file cannot be loaded', async () => {
    await expect(loadRuntimeConfig(() => Promise.resolve(new Response('', { status: 404 })))).rejects.toThrow(
      /HTTP 404/,
    );
  });
});

describe('RuntimeConfigGate', () => {
  // The loaded config is kept per module: each test starts from a fresh, unloaded one.
  let RuntimeConfigGate: typeof import('@web/app/runtime-config-gate').RuntimeConfigGate;
  beforeEach(async () => {
    vi.resetModules();
    ({ RuntimeConfigGate } = await import('@web/app/runtime-config-gate'));
  });

  it('shows a loader, then the app once the config is loaded', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(200, localConfig)));
    renderWithProviders(<RuntimeConfigGate>App ready</RuntimeConfigGate>);

    expect(screen.getByRole('status').textContent).toContain('Loading MoveMatch');
    await screen.findByText('App ready');
  });

  it('shows an error screen with a retry when the config cannot be loaded', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RuntimeConfigGate>App ready</RuntimeConfigGate>);

    await screen.findByRole('heading', { name: 'MoveMatch could not start' }, { timeout: 3_000 });

    fetchMock.mockResolvedValue(json(200, localConfig));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('App ready');
  });
});
