// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { CHARGEBACK_MESSAGES, type ChargebackView } from '@schemas/chargeback-view';
import { ChargebackSummary } from '@web/features/admin/components/chargeback-summary';
import { SEND_EVIDENCE_TEXT } from '@web/features/admin/components/send-evidence-button';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';
import { bookingView } from '../booking/booking-fixture';

useFakeApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const chargeback: ChargebackView = {
  part: 'deposit',
  amount: 200,
  reason: 'product_not_received',
  status: 'needs_response',
  opened_at: '2026-12-06T15:00:00.000Z',
  evidence_due_by: '2026-12-13T15:00:00.000Z',
  evidence_submitted_at: null,
  closed_at: null,
};

const emptyStage = (stage: 'LOADING' | 'DELIVERY') => ({
  stage,
  started: false,
  items: [],
  exceptions: '',
  photos: [],
  signed_name: null,
  signed_at: null,
  updated_at: null,
});

describe("a chargeback in the admin's booking queue", () => {
  it('says what is disputed and by when to answer, and downloads the evidence as a JSON file', async () => {
    fakeApi.on(routes.getEvidenceBundle, {
      generated_at: '2026-12-06T16:00:00.000Z',
      chargeback,
      booking: bookingView(),
      move_day_record: {
        quote_id: 'Q1',
        inventory_version: null,
        open: false,
        customer_name: 'Jordan Rivera',
        loading: emptyStage('LOADING'),
        delivery: emptyStage('DELIVERY'),
      },
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:evidence');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderRoute('/admin-dashboard', <ChargebackSummary quoteId="Q1" chargeback={chargeback} />);
    const alert = screen.getByTestId('chargeback');
    expect(alert.textContent).toContain('Chargeback: Needs a response');
    expect(alert.textContent).toContain(
      'disputes the deposit ($200, reason: product not received), opened Dec 6, 2026',
    );
    expect(alert.textContent).toContain('by Dec 13, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Download the evidence' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const blob = created.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toMatchObject({
      chargeback: { part: 'deposit' },
      booking: { quote_id: 'Q1' },
    });
    expect(fakeApi.callsTo(routes.getEvidenceBundle)).toEqual([expect.objectContaining({ params: { id: 'Q1' } })]);
  });

  it('sends the evidence to Stripe after a confirmation, with the note, then says when it was sent', async () => {
    fakeApi.on(routes.submitChargebackEvidence, {
      ...chargeback,
      status: 'under_review',
      evidence_submitted_at: '2026-12-07T16:00:00.000Z',
    });
    renderRoute('/admin-dashboard', <ChargebackSummary quoteId="Q1" chargeback={chargeback} />);
    fireEvent.click(screen.getByRole('button', { name: SEND_EVIDENCE_TEXT.open }));
    const dialog = await screen.findByRole('dialog', { name: SEND_EVIDENCE_TEXT.title });
    fireEvent.change(within(dialog).getByLabelText(SEND_EVIDENCE_TEXT.note), {
      target: { value: 'Signed delivery record attached.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: SEND_EVIDENCE_TEXT.confirm }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.submitChargebackEvidence)).toEqual([
        expect.objectContaining({ params: { id: 'Q1' }, body: { note: 'Signed delivery record attached.' } }),
      ]),
    );
    cleanup();
    const sent = { ...chargeback, status: 'under_review' as const, evidence_submitted_at: '2026-12-07T16:00:00.000Z' };
    renderRoute('/admin-dashboard', <ChargebackSummary quoteId="Q1" chargeback={sent} />);
    expect(screen.getByTestId('evidence-sent').textContent).toBe(CHARGEBACK_MESSAGES.submitted('Dec 7, 2026'));
    expect(screen.queryByRole('button', { name: SEND_EVIDENCE_TEXT.open })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the evidence' })).toBeTruthy();
  });
});
