import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { routes } from '@schemas/routes';
import { routeErrorBody } from '@web/lib/api-error';
import { browserNavigation } from '@web/lib/browser-navigation';
import type { SentMessage } from '@web/lib/messaging/messaging-api';
import { notify } from '@web/lib/notify';
import { MESSAGES_PAGE } from '../messages';
import { uploadAttachment } from './upload-attachment';
import { useSendMessage } from './conversations';

/**
 * Sending text, a quick response or an image into one conversation, with the spec's messages
 * (section 8). A pending payment or a 402 with a checkout goes to the checkout at once (section 4).
 * Each action resolves true when the message went out.
 */
export function useSendActions(conversationId: string) {
  const send = useSendMessage();

  const afterSend = (sent: SentMessage) => {
    if (sent.paymentPending && sent.checkoutUrl) {
      notify.info(MESSAGES_PAGE.paymentPending);
      browserNavigation.assign(sent.checkoutUrl);
    }
  };

  const onFailure = (error: unknown, message: string) => {
    const checkout = routeErrorBody(routes.sendMessage, 402, error);
    if (checkout?.checkoutUrl) {
      notify.info(MESSAGES_PAGE.paymentPending);
      browserNavigation.assign(checkout.checkoutUrl);
      return;
    }
    console.error(message, error);
    notify.failure(message);
  };

  const sendText = async (content: string, isQuickResponse = false): Promise<boolean> => {
    try {
      afterSend(
        await send.mutateAsync({ conversation_id: conversationId, content, is_quick_response: isQuickResponse }),
      );
      return true;
    } catch (error) {
      onFailure(error, MESSAGING_MESSAGES.send);
      return false;
    }
  };

  const sendImage = async (file: File): Promise<boolean> => {
    let mediaId: string;
    try {
      // One toast for one image: 'Image sent successfully!' once it is in the thread.
      mediaId = (await uploadAttachment(file)).mediaId;
    } catch (error) {
      notify.failure((error as Error).message, undefined, { autoClose: 5_000 });
      return false;
    }
    try {
      afterSend(
        await send.mutateAsync({ conversation_id: conversationId, content: '', attachment_media_ids: [mediaId] }),
      );
      notify.success(MESSAGING_MESSAGES.imageSent);
      return true;
    } catch (error) {
      onFailure(error, MESSAGING_MESSAGES.sendImage);
      return false;
    }
  };

  return { sendText, sendImage, sending: send.isPending };
}
