import { indexUnread } from '@functions/core/data/conversation/conversation-unread';
import { findConversation, markViewed, openConversation } from '@functions/core/data/conversation/conversations';
import { messageWriteItems, writeMessage, type NewMessage } from '@functions/core/data/conversation/messages';
import type { UserItem } from '@functions/core/data/user/users';
import { SEED_IMAGE_PREFIX } from '@functions/platform/images';
import { logoPng } from './png';
import type { SeedContext } from './seed-context';
import { ensurePng } from './seed-images';

/** One seeded message: who wrote it and how long ago. */
export interface SeedMessage {
  side: 'mover' | 'moving_company';
  minutesAgo: number;
  content: string;
  /** A small PNG stored under seed/ and attached (rendered once). */
  image?: { name: string; render: () => Buffer };
}

export interface SeedConversation {
  customer: UserItem;
  moveId: string;
  fromCity: string;
  fromState: string;
  companyId: string;
  /** The company's side of the thread (a staff profile, or a stand-in name). */
  companySender: { id: string; firstName: string; lastName: string };
  messages: SeedMessage[];
}

/** Where a seeded attachment lives: served like the seed companies' images. */
export const seedAttachmentKey = (conversationId: string, name: string) =>
  `${SEED_IMAGE_PREFIX}attachments/${conversationId}/${name}`;

/** A 400x400 PNG with a short label, in the given colours: the demo's photo stand-in. */
export const labelPng = (label: string, primary: string, accent: string) => () => logoPng(label, { primary, accent });

/**
 * Opens the conversation (idempotent by its three ids) and, only when this run opened it,
 * writes its messages with the times they were "sent", so a rerun adds nothing. Messages go
 * through the same transaction items as POST /message (message + conversation stamp); no
 * MessageSent is published, so seeding sends no e-mail. A conversation seeded before the unread
 * index existed is filed in it. Returns the images uploaded.
 */
export async function seedConversation(
  ctx: SeedContext,
  seed: SeedConversation,
): Promise<{ created: boolean; imagesUploaded: number }> {
  const { id, created } = await openConversation({
    mover_id: seed.customer.id,
    move_request_id: seed.moveId,
    moving_company_id: seed.companyId,
    mover_first_name: seed.customer.firstName,
    from_city: seed.fromCity,
    from_state: seed.fromState,
  });
  if (!created) {
    // Seeded before the unread index existed (.local/data survives restarts): file it now.
    const stored = await findConversation(id);
    if (stored) await indexUnread(stored);
    return { created: false, imagesUploaded: 0 };
  }
  let imagesUploaded = 0;
  const ordered = [...seed.messages].sort((a, b) => b.minutesAgo - a.minutesAgo);
  for (const [index, message] of ordered.entries()) {
    const conversation = await findConversation(id);
    if (!conversation) throw new Error(`Seeded conversation ${id} vanished`);
    const attachments: string[] = [];
    if (message.image) {
      const key = seedAttachmentKey(id, message.image.name);
      if (await ensurePng(ctx, key, message.image.render)) imagesUploaded++;
      attachments.push(key);
    }
    const sender = message.side === 'mover' ? seed.customer : seed.companySender;
    const item: NewMessage = {
      id: `${id.slice(0, 20)}MSG${String(index).padStart(3, '0')}`,
      conversation_id: id,
      sender_id: sender.id,
      sender_side: message.side,
      sender_first_name: sender.firstName,
      sender_last_name: sender.lastName,
      content: message.content,
      is_quick_response: false,
      ...(attachments.length > 0 ? { attachment_media_ids: attachments } : {}),
      created_at: new Date(Date.now() - message.minutesAgo * 60_000).toISOString(),
    };
    await writeMessage(messageWriteItems(item, conversation));
    // The sender had the thread open to write: what came before is read on their side.
    await markViewed(id, message.side, item.created_at);
  }
  return { created: true, imagesUploaded };
}
