import { defineRoute, type RouteDef } from '../route';
import {
  MoveDayRecordViewSchema,
  MoveDayStageParamsSchema,
  SaveMoveDayStageBodySchema,
  SignMoveDayStageBodySchema,
} from '../move-day-record';
import { QuoteIdParamsSchema } from '../quotes';

/** The move-day record of a booked move: loading and delivery, checked off and signed (docs/inventory.md). */
export const moveDayRecordRoutes = {
  getMoveDayRecord: defineRoute({
    method: 'GET',
    path: '/api/booking/{id}/move-day-record',
    roles: ['MOVER', 'MOVING_COMPANY', 'ADMIN'],
    handler: 'bookings/get-move-day-record',
    summary:
      "Both stages of a booked move's move-day record (unsaved ones: the booked inventory's lines unchecked), for its customer, its company's users and admins; 404 to anyone else",
    params: QuoteIdParamsSchema,
    response: MoveDayRecordViewSchema,
  }),
  saveMoveDayStage: defineRoute({
    method: 'PUT',
    path: '/api/booking/{id}/move-day-record/{stage}',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/save-move-day-stage',
    summary:
      "The booking's company saves a stage's checks from the move day on (409 before it, once signed, delivery before loading is signed; 400 for a wrong number of lines or photos not the caller's)",
    params: MoveDayStageParamsSchema,
    body: SaveMoveDayStageBodySchema,
    response: MoveDayRecordViewSchema,
  }),
  signMoveDayStage: defineRoute({
    method: 'POST',
    path: '/api/booking/{id}/move-day-record/{stage}/sign',
    roles: ['MOVING_COMPANY'],
    handler: 'bookings/sign-move-day-stage',
    summary:
      "On the crew's phone the customer signs a saved stage by typing their full name (400 unless every line is checked or missing and the name matches; 409 once signed); both sides get the PDF by e-mail",
    params: MoveDayStageParamsSchema,
    body: SignMoveDayStageBodySchema,
    response: MoveDayRecordViewSchema,
  }),
} satisfies Record<string, RouteDef>;
