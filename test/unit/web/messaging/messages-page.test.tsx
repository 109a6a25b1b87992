// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { QUICK_RESPONSE_NOTICE, QUICK_RESPONSES } from '@schemas/messaging';
import { MessagesPage } from '@web/features/messaging/pages/messages-page';
import { ApiError } from '@web/lib/api-error';
import { browserNavigation } from '@web/lib/browser-navigation';
import type { ConversationDetail } from '@web/lib/messaging/messaging-api';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser, savedMoveRequest } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { COMPANY_ID, COMPANY_USER_ID, conversation, CUSTOMER_ID, detail, message } from './messaging-fixtures';
import { recordToasts, stubSignedIn } from '../support/stubs';

useFakeApi();
stubSignedIn();
const showToast = recordToasts();

const customer = profileUser({ id: CUSTOMER_ID, role: 'MOVER', move_request_id: 'mr-1' });
const companyUser = profileUser({
  id: COMPANY_USER_ID,
  role: 'MOVING_COMPANY',
  moving_company_id: COMPANY_ID,
  move_request_id: null,
});

/** Under 768 px or not: what Mantine's useMediaQuery reads (the window outlives the file: restored after each test). */
function setMobile(mobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: mobile && query.includes('max-width: 767'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function server(
  threads: Record<string, ConversationDetail>,
  list = Object.values(threads).map(({ messages: _m, ...rest }) => rest),
) {
  fakeApi
    .on(routes.listConversations, list)
    .on(
      routes.getConversation,
      ({ params }) => threads[String(params?.id)] ?? new ApiError(404, 'Conversation not found'),
    )
    .on(routes.markConversationViewed, { viewed_at: '2026-11-24T10:00:00.000Z' })
    .on(routes.getUnreadCount, { unread_count: 0 })
    .on(routes.getSubscriptionDetails, {
      planType: 'flat_rate_monthly_subscription',
      plan: 'Monthly',
      subscriptionPlan: 'flat_rate_monthly_subscription',
      status: 'active',
      nextBillDate: null,
      nextBillAmount: null,
      tokensRemaining: null,
      tokensPerBundle: 20,
    });
}

const renderPage = (url = '/messages', user = customer) =>
  renderRoute(url, <MessagesPage />, { path: '/messages', user });
const input = () => screen.findByRole('textbox', { name: 'Message' });

beforeEach(() => {
  setMobile(false);
  showToast.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/messages on a desktop', () => {
  it("shows 'My Messages' and 'Select a conversation to start messaging' until one is chosen", async () => {
    server({ 'conv-1': detail(conversation(), [message()]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'My Messages' })).toBeTruthy();
    expect(screen.getByTestId('messages-desktop')).toBeTruthy();
    expect(screen.getByText('Select a conversation to start messaging')).toBeTruthy();
    expect(screen.getByText('Tar Heel Moving Co.')).toBeTruthy();
    expect(screen.getByText('Raleigh, NC')).toBeTruthy();
  });

  it('with no conversations says so in the spec words', async () => {
    server({});
    renderPage();
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(
      screen.getByText('Start a conversation with a moving company to get quotes and discuss your move'),
    ).toBeTruthy();
  });

  it('?conversation= preselects it, marks it viewed and shows its messages under day chips', async () => {
    server({
      'conv-1': detail(conversation({ unread: true }), [
        message({ created_at: '2026-01-05T12:00:00.000Z' }),
        message({ id: 'msg-2', content: 'Second', created_at: new Date().toISOString() }),
      ]),
    });
    renderPage('/messages?conversation=conv-1');
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(screen.getAllByTestId('day-chip').map((chip) => chip.textContent)).toEqual(['January 5', 'Today']);
    await waitFor(() => expect(fakeApi.callsTo(routes.markConversationViewed)).toEqual([{ params: { id: 'conv-1' } }]));
    // The open conversation is never highlighted as unread.
    expect(screen.getByTestId('conversation-row').hasAttribute('data-unread')).toBe(false);
  });

  it('highlights unread conversations that are not open', async () => {
    const threads = {
      'conv-1': detail(conversation({ unread: true }), [message()]),
      'conv-2': detail(
        conversation({
          id: 'conv-2',
          unread: false,
          moving_company: { name: 'Palmetto Movers', logo_image_url: null, city: 'Columbia', state: 'SC' },
        }),
        [],
      ),
    };
    server(threads);
    renderPage('/messages?conversation=conv-2');
    await screen.findByText('No messages yet');
    const rows = screen.getAllByTestId('conversation-row');
    expect(rows.map((row) => row.hasAttribute('data-unread'))).toEqual([true, false]);
    expect(screen.getByText('Start the conversation!')).toBeTruthy();
  });

  it('choosing a conversation puts it in the address', async () => {
    server({ 'conv-1': detail(conversation(), [message()]) });
    const { router } = renderPage();
    fireEvent.click(await screen.findByTestId('conversation-row'));
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=conv-1'));
    expect(await screen.findByTestId('thread')).toBeTruthy();
  });

  it('Enter sends (trimmed) and appends the message; Shift+Enter and blank text send nothing', async () => {
    server({ 'conv-1': detail(conversation(), []) });
    fakeApi.on(routes.sendMessage, ({ body }) =>
      message({
        id: 'sent-1',
        content: String(body.content),
        sender_id: CUSTOMER_ID,
        created_at: new Date().toISOString(),
      }),
    );
    renderPage('/messages?conversation=conv-1');
    const box = await input();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(fakeApi.callsTo(routes.sendMessage)).toEqual([]);
    fireEvent.change(box, { target: { value: '  Can you move us on the 5th?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Can you move us on the 5th?')).toBeTruthy();
    expect(fakeApi.callsTo(routes.sendMessage)).toEqual([
      { body: { conversation_id: 'conv-1', content: 'Can you move us on the 5th?', is_quick_response: false } },
    ]);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    // The list is read again after a send.
    await waitFor(() => expect(fakeApi.callsTo(routes.listConversations).length).toBeGreaterThan(1));
  });

  it("a failed send shows 'Failed to send message'", async () => {
    server({ 'conv-1': detail(conversation(), []) });
    fakeApi.on(routes.sendMessage, new ApiError(500, 'boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage('/messages?conversation=conv-1');
    const box = await input();
    fireEvent.change(box, { target: { value: 'Hi' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to send message' })),
    );
  });

  it('a send answering paymentPending goes to the checkout at once with an info note', async () => {
    server({ 'conv-1': detail(conversation(), []) });
    fakeApi.on(routes.sendMessage, {
      ...message({ id: 'sent-1', content: 'Hi' }),
      paymentPending: true,
      checkoutUrl: 'https://checkout.example/s1',
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderPage('/messages?conversation=conv-1');
    const box = await input();
    fireEvent.change(box, { target: { value: 'Hi' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/s1'));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ color: 'blue' }));
  });

  it('a 402 on loading conversations shows the blocking payment panel and nothing of the list', async () => {
    fakeApi.on(routes.listConversations, new ApiError(402, 'Payment required', { error: 'Payment required' }));
    renderPage('/messages', companyUser);
    expect(await screen.findByTestId('messages-payment-required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a subscription' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Messages' })).toBeNull();
  });

  it("a failed list load shows 'Failed to load conversations' once, in the page", async () => {
    fakeApi.on(routes.listConversations, new ApiError(500, 'boom'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load conversations');
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('/messages for a company', () => {
  it("shows the customer, the from-city and the 'Move Request Info' bar whose View opens the move", async () => {
    server({ 'conv-1': detail(conversation(), [message()]) });
    fakeApi.on(routes.getMoveRequest, savedMoveRequest({ user_id: CUSTOMER_ID, special_considerations: '' }));
    renderPage('/messages?conversation=conv-1', companyUser);
    expect(await screen.findByTestId('pane-name')).toHaveProperty('textContent', 'Casey');
    expect(screen.getAllByText('Durham, NC').length).toBeGreaterThan(0);
    expect(screen.getByText('Move Request Info')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    const details = await screen.findByTestId('move-request-details');
    expect(within(details).getByText('Charleston, SC')).toBeTruthy();
    expect(within(details).getByText('No special considerations')).toBeTruthy();
  });

  it('a pay-per-lead company gets Quick Response with the no-charge note; it sends is_quick_response', async () => {
    server({ 'conv-1': detail(conversation(), [message()]) });
    fakeApi.on(routes.getSubscriptionDetails, {
      planType: 'pay_per_lead_subscription_start',
      plan: 'Pay Per Lead',
      subscriptionPlan: 'pay_per_lead_subscription_start',
      status: 'active',
      nextBillDate: null,
      nextBillAmount: null,
      tokensRemaining: 3,
      tokensPerBundle: 20,
    });
    fakeApi.on(routes.sendMessage, ({ body }) =>
      message({ id: 'q-1', content: String(body.content), sender_id: COMPANY_USER_ID, is_quick_response: true }),
    );
    renderPage('/messages?conversation=conv-1', companyUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick Response' }));
    expect(await screen.findByText(QUICK_RESPONSE_NOTICE)).toBeTruthy();
    fireEvent.click(await screen.findByText('Decline: outside our service area'));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.sendMessage)).toEqual([
        { body: { conversation_id: 'conv-1', content: QUICK_RESPONSES.serviceArea, is_quick_response: true } },
      ]),
    );
  });

  it('a monthly company has no Quick Response', async () => {
    server({ 'conv-1': detail(conversation(), [message()]) });
    renderPage('/messages?conversation=conv-1', companyUser);
    await input();
    await waitFor(() => expect(fakeApi.callsTo(routes.getSubscriptionDetails).length).toBe(1));
    expect(screen.queryByRole('button', { name: 'Quick Response' })).toBeNull();
  });
});

describe('/messages under 768 px', () => {
  it('shows the list alone, then the thread alone with a back button', async () => {
    setMobile(true);
    server({ 'conv-1': detail(conversation(), [message({ content: 'Mobile hello' })]) });
    const { router } = renderPage();
    expect(await screen.findByTestId('messages-mobile')).toBeTruthy();
    expect(screen.queryByText('Select a conversation to start messaging')).toBeNull();
    fireEvent.click(screen.getByTestId('conversation-row'));
    expect(await screen.findByText('Mobile hello')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Messages' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('heading', { name: 'My Messages' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

describe('image attachments', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
  const attach = (file: File) => {
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(fileInput, { target: { files: [file] } });
  };

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('previews a picked image with zoom from 0.5 to 1.5 and 90 degree rotation', async () => {
    server({ 'conv-1': detail(conversation(), []) });
    renderPage('/messages?conversation=conv-1');
    await input();
    attach(png());
    const image = await screen.findByTestId('preview-image');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 8; i += 1) fireEvent.click(zoomIn);
    expect(screen.getByTestId('zoom-level').textContent).toBe('150%');
    expect(zoomIn).toHaveProperty('disabled', true);
    for (let i = 0; i < 15; i += 1) fireEvent.click(zoomOut);
    expect(screen.getByTestId('zoom-level').textContent).toBe('50%');
    expect(zoomOut).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate 90 degrees' }));
    expect(image.style.transform).toBe('scale(0.5) rotate(90deg)');
  });

  it('refuses a file that is not JPEG or PNG before uploading', async () => {
    server({ 'conv-1': detail(conversation(), []) });
    renderPage('/messages?conversation=conv-1');
    await input();
    attach(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Only JPEG and PNG images can be sent' }),
      ),
    );
    expect(fakeApi.callsTo(routes.createImageUpload)).toEqual([]);
  });

  it('uploads with kind attachment, then sends the media id', async () => {
    server({ 'conv-1': detail(conversation(), []) });
    fakeApi
      .on(routes.createImageUpload, {
        mediaId: 'media-1',
        uploadUrl: 'http://storage.local/put',
        headers: {},
        expiresInSeconds: 300,
      })
      .on(routes.uploadImage, { file: { url: 'http://storage.local/media-1.png', mediaId: 'media-1' } })
      .on(
        routes.sendMessage,
        message({
          id: 'img-1',
          content: '',
          attachments: [{ id: 'media-1', media: { url: 'http://storage.local/media-1.png' } }],
        }),
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
    );
    renderPage('/messages?conversation=conv-1');
    await input();
    attach(png());
    fireEvent.click(await screen.findByRole('button', { name: 'Send image' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Image sent successfully!' })),
    );
    // One action, one toast: the upload on its way is not announced separately.
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(fakeApi.callsTo(routes.uploadImage)).toEqual([{ body: { mediaId: 'media-1', kind: 'attachment' } }]);
    expect(fakeApi.callsTo(routes.sendMessage)).toEqual([
      { body: { conversation_id: 'conv-1', content: '', attachment_media_ids: ['media-1'] } },
    ]);
    expect(await screen.findByRole('img', { name: 'Image' })).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
