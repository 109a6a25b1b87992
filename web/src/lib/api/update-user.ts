import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { UpdateUserBody } from '@schemas/users';
import { apiRequest } from '../api-client';
import { type CurrentUser } from './get-user';
import { queryKeys } from '../query-keys';

/* PATCH /api/user/{id}: names or notification switches of the signed-in user's own profile. */

export function updateUser(id: string, body: UpdateUserBody): Promise<CurrentUser> {
  return apiRequest(routes.updateUser, { params: { id }, body });
}

/** Saves and puts the server's answer straight into the cached profile. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserBody }) => updateUser(id, changes),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
