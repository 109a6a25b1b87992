import { CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { routes } from '@schemas/routes';
import { addConciergeNote as storeNote, findConciergeCase } from '@functions/core/data/concierge/concierge-desk';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/admin/concierge/{customer_id}/notes — a staff note on a concierge customer's case,
 * with who wrote it and when (access pattern C3). Callers: ADMIN; 404 for a customer without a case.
 */
export const addConciergeNote: PlainHandler<typeof routes.addConciergeNote> = async ({
  auth,
  profile,
  params,
  body,
}) => {
  if (!(await findConciergeCase(params.customer_id))) throw notFound(CONCIERGE_MESSAGES.notConciergeCustomer);
  const authorName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || 'Staff';
  const note = await storeNote(
    { customer_id: params.customer_id, text: body.text, author_id: auth.userId, author_name: authorName },
    new Date(),
  );
  return { id: note.id, text: note.text, author_name: note.author_name, at: note.at };
};

export const handler = httpHandler(routes.addConciergeNote, addConciergeNote);
