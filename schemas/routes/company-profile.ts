import { defineRoute, type RouteDef } from '../route';
import { MovingCompanyIdParamsSchema } from '../companies';
import {
  AcceptImageBodySchema,
  CompanyInviteParamsSchema,
  CompanyInvitesResponseSchema,
  CreateImageUploadBodySchema,
  ImageUploadResponseSchema,
  ImageUploadTicketSchema,
  InviteCompanyUserBodySchema,
  InviteCompanyUserResponseSchema,
  MyMovingCompanySchema,
} from '../company-profile';
import { UpdateMovingCompanyBodySchema } from '../admin';
import { SuccessResponseSchema } from '../common';

/** A moving company's own profile, images and colleague invites. */
export const companyProfileRoutes = {
  getMyMovingCompany: defineRoute({
    method: 'GET',
    path: '/api/my-moving-company',
    roles: ['MOVING_COMPANY'],
    handler: 'company-profile/get-my-moving-company',
    summary: 'The caller’s own company, with its e-mail and phone (404 when none is linked)',
    response: MyMovingCompanySchema,
  }),
  updateMovingCompany: defineRoute({
    method: 'PATCH',
    path: '/api/moving-company/{id}',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'company-profile/update-moving-company',
    summary:
      'A company edits its own profile, an admin any company (only an admin may change name and e-mail); images only by media ids the caller uploaded and that passed the checks',
    params: MovingCompanyIdParamsSchema,
    body: UpdateMovingCompanyBodySchema,
    response: MyMovingCompanySchema,
  }),
  inviteCompanyUser: defineRoute({
    method: 'POST',
    path: '/api/moving-company/{id}/invite-user',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    throttle: 'mail',
    handler: 'company-profile/invite-company-user',
    summary: 'Creates a colleague’s account (temporary password by e-mail) linked to the company',
    params: MovingCompanyIdParamsSchema,
    body: InviteCompanyUserBodySchema,
    response: InviteCompanyUserResponseSchema,
    status: 201,
  }),
  listCompanyInvites: defineRoute({
    method: 'GET',
    path: '/api/moving-company/{id}/invites',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'company-profile/list-company-invites',
    summary:
      'The company’s people: its members and its colleague invites still waiting (accepted ones become members, ones older than 7 days lapse and free the address)',
    params: MovingCompanyIdParamsSchema,
    response: CompanyInvitesResponseSchema,
  }),
  withdrawCompanyInvite: defineRoute({
    method: 'DELETE',
    path: '/api/moving-company/{id}/invites/{inviteId}',
    roles: ['MOVING_COMPANY', 'ADMIN'],
    handler: 'company-profile/withdraw-company-invite',
    summary:
      'Withdraws a waiting invite: the invited account and profile are deleted, so the address can sign up (404 when none waits, 409 when accepted)',
    params: CompanyInviteParamsSchema,
    response: SuccessResponseSchema,
  }),
  createImageUpload: defineRoute({
    method: 'POST',
    path: '/api/images/upload-url',
    roles: ['MOVING_COMPANY', 'MOVER', 'ADMIN'],
    throttle: 'spend',
    handler: 'images/create-image-upload',
    summary:
      'A presigned PUT for a company logo or hero image (companies and admins) or a message attachment (JPEG/PNG, at most 10 MB)',
    body: CreateImageUploadBodySchema,
    response: ImageUploadTicketSchema,
    status: 201,
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/images/upload-image',
    roles: ['MOVING_COMPANY', 'MOVER', 'ADMIN'],
    throttle: 'spend',
    handler: 'images/upload-image',
    summary: 'Checks an uploaded image (type, size, pixels) and accepts it, or deletes it with a 400',
    body: AcceptImageBodySchema,
    response: ImageUploadResponseSchema,
  }),
} satisfies Record<string, RouteDef>;
