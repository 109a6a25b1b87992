import { describe, expect, it } from 'vitest';
import type { BookingPayment } from '@schemas/deposits';
import { depositCharged, movementsBetween } from '@schemas/ledger-movements';
import { figuresOf, heldOf } from '@schemas/money-ledger';

const AT = '2026-12-07T10:00:00.000Z';
const base: BookingPayment = {
  booking_id: 'bk-1',
  deposit: 200,
  deposit_paid_at: AT,
  payment_intent: 'pi_deposit',
  stripe_customer: 'cus_1',
  payment_method: 'pm_1',
  card_last4: '4242',
};
const hold = (id: string, amount: number, extra: object = {}) => ({
  payment_intent: id,
  amount,
  authorized_at: AT,
  move_day: '2026-12-09',
  ...extra,
});
const brief = (payment: BookingPayment, next: BookingPayment) =>
  movementsBetween(payment, next, AT).map((e) => `${e.entry_id} ${e.amount}${e.fee ? ` fee ${e.fee}` : ''}`);

describe('the movements a change of the payment record stands for', () => {
  it('books nothing when nothing moved (a failure note, the same hold)', () => {
    const held = { ...base, hold: hold('pi_h', 2580) };
    expect(brief(held, { ...held, transfer_failure: 'no account', transfer_failed_at: AT })).toEqual([]);
  });

  it('books a hold, its replacement (the old one released) and its capture', () => {
    const first = { ...base, hold: hold('pi_h1', 2580) };
    expect(brief(base, first)).toEqual(['authorization#pi_h1 258000']);
    const second = { ...base, hold: hold('pi_h2', 3000) };
    expect(brief(first, second)).toEqual(['authorization_end#pi_h1 258000', 'authorization#pi_h2 300000']);
    const captured = { ...second, capture: { amount: 2500.5, captured_at: AT } };
    expect(brief(second, captured)).toEqual(['authorization_end#pi_h2 300000', 'charge#pi_h2 250050']);
  });

  it('books a hold released without capture, and a capture of nothing as the hold ended only', () => {
    const held = { ...base, hold: hold('pi_h', 2580) };
    expect(brief(held, base)).toEqual(['authorization_end#pi_h 258000']);
    expect(brief(held, { ...held, capture: { amount: 0, captured_at: AT } })).toEqual([
      'authorization_end#pi_h 258000',
    ]);
  });

  it('books a balance charged directly at completion as a charge, never as a hold', () => {
    const charged = { ...base, hold: hold('pi_c', 900, { direct: true }), capture: { amount: 900, captured_at: AT } };
    expect(brief(base, charged)).toEqual(['charge#pi_c 90000']);
  });

  it("books the deposit's refund under Stripe's refund, or under the intent when Stripe had refunded it before", () => {
    expect(brief(base, { ...base, deposit_refunded_at: AT, deposit_refund_id: 're_1' })).toEqual(['refund#re_1 20000']);
    expect(brief(base, { ...base, deposit_refunded_at: AT, deposit_refund_id: 'refunded-before' })).toEqual([
      'refund#pi_deposit 20000',
    ]);
  });

  it('books each new transfer with its fee once, and a reversal with the fee given back', () => {
    const transfer = {
      part: 'deposit' as const,
      transfer_id: 'tr_1',
      charged: 200,
      fee: 6,
      amount: 194,
      transferred_at: AT,
    };
    const paid = { ...base, transfers: [transfer] };
    expect(brief(base, paid)).toEqual(['transfer#tr_1 19400 fee 600']);
    expect(brief(paid, { ...paid })).toEqual([]);
    expect(brief(paid, { ...base, transfers: [{ ...transfer, reversed: 194 }] })).toEqual([
      'transfer_reversal#tr_1#19400 19400 fee 600',
    ]);
  });

  it('books a chargeback opened, then closed with its outcome', () => {
    const chargeback = {
      dispute_id: 'dp_1',
      charge: 'ch_1',
      part: 'deposit' as const,
      amount: 200,
      reason: 'fraudulent',
      status: 'needs_response' as const,
      opened_at: AT,
      evidence_due_by: AT,
      evidence_submitted_at: null,
      closed_at: null,
    };
    const open = { ...base, chargeback };
    expect(brief(base, open)).toEqual(['dispute_opened#dp_1 20000']);
    const lost = { ...base, chargeback: { ...chargeback, status: 'lost' as const, closed_at: AT } };
    const closing = movementsBetween(open, lost, AT);
    expect(closing).toEqual([expect.objectContaining({ kind: 'dispute_closed', outcome: 'lost', amount: 20000 })]);
    expect(brief(lost, lost)).toEqual([]);
  });
});

describe('the figures of the books', () => {
  it('hold nothing once a move is paid out less the fee, and count a lost chargeback with its reversal', () => {
    const entries = [
      depositCharged('bk-1', 'pi_d', 200, AT),
      ...movementsBetween(
        base,
        {
          ...base,
          transfers: [{ part: 'deposit', transfer_id: 'tr_1', charged: 200, fee: 6, amount: 194, transferred_at: AT }],
        },
        AT,
      ),
    ];
    const paid = figuresOf(entries);
    expect(paid).toMatchObject({ captured: 20000, transferred: 19400, fees: 600 });
    expect(heldOf(paid)).toBe(0);
    const lost = figuresOf([
      ...entries,
      { kind: 'dispute_opened', amount: 20000, fee: 0, outcome: null },
      { kind: 'dispute_closed', amount: 20000, fee: 0, outcome: 'lost' },
      { kind: 'transfer_reversal', amount: 19400, fee: 600, outcome: null },
    ]);
    expect(lost).toMatchObject({ transferred: 0, fees: 0, disputed: 0, lost: 20000 });
    expect(heldOf(lost)).toBe(0);
  });
});
