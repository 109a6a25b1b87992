import * as z from 'zod';
import { defineRoute, SIGNED_IN, type RouteDef } from '../route';
import { MovingCompanyIdParamsSchema, MovingCompanyListQuerySchema, PublicMovingCompanySchema } from '../companies';

/** Public company reads. */
export const companyRoutes = {
  listMovingCompanies: defineRoute({
    method: 'GET',
    path: '/api/moving-company-list',
    roles: SIGNED_IN,
    handler: 'companies/list-moving-companies',
    summary:
      'A page of moving companies by state and name (or by name, or a name search): verified ones, or every company for admins; the next page in x-next-cursor',
    query: MovingCompanyListQuerySchema,
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
