import * as z from 'zod';
import { defineRoute, type RouteDef } from '../route';
import { MovingCompanyIdParamsSchema, SaveMovingCompanyBodySchema, SavedMovingCompanySchema } from '../companies';
import { SuccessResponseSchema } from '../common';

/** A customer's saved companies. */
export const savedCompanyRoutes = {
  saveMovingCompany: defineRoute({
    method: 'POST',
    path: '/api/saved-moving-company',
    roles: ['MOVER'],
    handler: 'saved-companies/save-moving-company',
    summary: 'Saves a verified company for the customer (201; 200 with the existing record when already saved)',
    body: SaveMovingCompanyBodySchema,
    response: SavedMovingCompanySchema,
    status: 201,
  }),
  deleteSavedMovingCompany: defineRoute({
    method: 'DELETE',
    path: '/api/saved-moving-company/{id}',
    roles: ['MOVER'],
    handler: 'saved-companies/delete-saved-moving-company',
    summary: 'Unsaves a company (id = moving company id; 404 when it was not saved)',
    params: MovingCompanyIdParamsSchema,
    response: SuccessResponseSchema,
  }),
  getSavedMovingCompany: defineRoute({
    method: 'GET',
    path: '/api/saved-moving-company/{id}',
    roles: ['MOVER'],
    handler: 'saved-companies/get-saved-moving-company',
    summary: 'Whether the customer saved a company (id = moving company id): [record] or []',
    params: MovingCompanyIdParamsSchema,
    response: z.array(SavedMovingCompanySchema),
  }),
  listMySavedMovingCompanies: defineRoute({
    method: 'GET',
    path: '/api/my-saved-moving-companies',
    roles: ['MOVER'],
    handler: 'saved-companies/list-my-saved-moving-companies',
    summary: "The customer's saved companies, newest first",
    response: z.array(SavedMovingCompanySchema),
  }),
} satisfies Record<string, RouteDef>;
