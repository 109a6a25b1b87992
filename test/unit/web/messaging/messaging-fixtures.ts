import type { ConversationDetail, ConversationSummary, ThreadMessage } from '@web/lib/messaging/messaging-api';

/* Conversations and messages as GET /conversations and GET /conversation/{id} answer them. */

export const CUSTOMER_ID = 'user-customer';
export const COMPANY_USER_ID = 'user-company';
export const COMPANY_ID = 'company-1';

export function conversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'conv-1',
    mover_id: CUSTOMER_ID,
    move_request_id: 'mr-1',
    moving_company_id: COMPANY_ID,
    updated_at: '2026-11-20T15:00:00.000Z',
    mover_last_viewed_at: null,
    moving_company_last_viewed_at: null,
    moving_company: { name: 'Tar Heel Moving Co.', logo_image_url: null, city: 'Raleigh', state: 'NC' },
    mover: { firstName: 'Casey', lastName: null },
    move_request: { id: 'mr-1', from_location: { city: 'Durham', state: 'NC' } },
    last_message: {
      content: 'Hello there',
      created_at: '2026-11-20T15:00:00.000Z',
      sender_id: CUSTOMER_ID,
      has_attachments: false,
    },
    unread: false,
    ...overrides,
  };
}

export function message(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: 'msg-1',
    conversation_id: 'conv-1',
    sender_id: CUSTOMER_ID,
    sender: { firstName: 'Casey', lastName: null },
    content: 'Hello there',
    is_quick_response: false,
    attachments: [],
    created_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function detail(base: ConversationSummary, messages: ThreadMessage[]): ConversationDetail {
  return { ...base, messages };
}
