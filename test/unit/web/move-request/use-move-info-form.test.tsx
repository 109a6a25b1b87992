// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@schemas/routes';
import { useMoveInfoForm } from '@web/features/move-request/model/use-move-info-form';
import { theme } from '@web/app/theme';
import { ApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { charleston, raleigh, savedMoveRequest } from '../support/fixtures';
import { testQueryClient } from '../support/render-route';

useFakeApi();

afterEach(cleanup);

function renderForm() {
  const queryClient = testQueryClient();
  notifications.clean(); // the package's store outlives tests and files: no toasts from earlier ones
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '*', element: children }]);
    return (
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    );
  };
  return { queryClient, ...renderHook(() => useMoveInfoForm(null), { wrapper }) };
}

describe('useMoveInfoForm submit', () => {
  it('a 409 naming an existing request loads that request in place of the draft', async () => {
    const existing = savedMoveRequest({ id: 'mr-existing' });
    fakeApi
      .on(
        routes.createMoveRequest,
        new ApiError(409, 'You already have a move request', {
          error: 'You already have a move request',
          move_request_id: 'mr-existing',
        }),
      )
      .on(routes.getMyMoveRequest, existing);
    const { result, queryClient } = renderForm();
    await act(() =>
      result.current.apply({
        start_date: '2026-12-06',
        end_date: '2026-12-09',
        from_location: raleigh(),
        to_location: charleston(),
      }),
    );
    await act(() => result.current.submit());

    expect(queryClient.getQueryData(queryKeys.myMoveRequest)).toEqual(existing);
    expect(
      await screen.findByText('You already have a move request, so we loaded it. Review it and see your matches.'),
    ).toBeTruthy();
    expect(screen.queryByText('There was a problem submitting your move request. Please try again later.')).toBeNull();
    expect(result.current.missing).toEqual([]);
  });

  it('any other failure keeps the draft and shows the submit error', async () => {
    fakeApi.on(
      routes.createMoveRequest,
      new ApiError(409, 'Your move request could not be saved. Please try again.', { error: 'x' }),
    );
    const { result, queryClient } = renderForm();
    await act(() =>
      result.current.apply({
        start_date: '2026-12-06',
        end_date: '2026-12-09',
        from_location: raleigh(),
        to_location: charleston(),
      }),
    );
    await act(() => result.current.submit());
    expect(
      await screen.findByText('There was a problem submitting your move request. Please try again later.'),
    ).toBeTruthy();
    expect(queryClient.getQueryData(queryKeys.myMoveRequest)).toBeUndefined();
    expect(result.current.draft.from_location?.city).toBe('Raleigh');
  });
});
