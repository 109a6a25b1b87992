import * as z from 'zod';
import { defineRoute, SIGNED_IN, type RouteDef } from '../route';
import { MovingCompanyIdParamsSchema, PublicMovingCompanySchema } from '../companies';

/** Public company reads. */
export const companyRoutes = {
  listMovingCompanies: defineRoute({
    method: 'GET',
    path: '/api/moving-company-list',
    roles: SIGNED_IN,
    handler: 'companies/list-moving-companies',
    summary: 'Moving companies by state and name: verified ones, or every company for admins',
    response: z.array(PublicMovingCompanySchema),
  }),
  getMovingCompany: defineRoute({
    method: 'GET',
    path: '/api/moving-company/{id}',
    roles: SIGNED_IN,
    handler: 'companies/get-moving-company',
    summary: 'One company’s public page (unverified ones only for admins and the company’s own users)',
    params: MovingCompanyIdParamsSchema,
    response: PublicMovingCompanySchema,
  }),
} satisfies Record<string, RouteDef>;
