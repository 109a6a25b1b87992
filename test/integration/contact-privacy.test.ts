import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routes } from '../../schemas/routes';
import { callRoute } from '../support/api';
import { clearCompanyResponses, companyResponses, responsesContaining } from '../support/company-responses';
import { companyWithUser, customerBooks, customerWithMove, requestQuoteFrom, saveLead } from '../support/leads';
import { uniqueEmail } from '../support/users';

/*
 * The contact-privacy scan (spec sections 1 and 6): a customer's last name and e-mail reach no
 * company before it holds the booking. Every response a MOVING_COMPANY caller receives through
 * callRoute is recorded (test/support/company-responses.ts); this test drives every company
 * route that can show a move, then searches what the companies received. User profiles have
 * no phone number, so there is none to look for.
 */

describe('contact privacy', () => {
  it("shows no company the customer's last name or e-mail before booking; the booked company sees both", async () => {
    const marker = randomUUID().slice(0, 8);
    const lastName = `Zyxwvutski${marker}`;
    const email = uniqueEmail(`privacy-${marker}`);
    const { customer, moveId } = await customerWithMove({ firstName: 'Priya', lastName, email });
    const booked = await companyWithUser();
    const other = await companyWithUser();
    const saver = await companyWithUser();
    const secrets = [lastName, email, customer.email];

    clearCompanyResponses();
    const { id } = await requestQuoteFrom(customer, moveId, booked.company.id);
    await requestQuoteFrom(customer, moveId, other.company.id);
    await saveLead(saver.company.id, moveId, saver.user.sub);

    const companyCalls = async () => {
      for (const { user, company } of [booked, other, saver]) {
        const token = user.accessToken;
        await callRoute(routes.listMyCompanyQuotes, { token });
        await callRoute(routes.findQuoteByMoveRequestId, { token, params: { id: moveId } });
        await callRoute(routes.getMoveRequest, { token, params: { id: moveId } });
        await callRoute(routes.checkAvailability, { token, params: { move_request_id: moveId } });
        await callRoute(routes.getUser, { token });
        await callRoute(routes.sendCompanyQuote, { token, body: { move_request_id: moveId, moving_company_id: company.id, price: 900 } });
      }
      await callRoute(routes.updateCompanyQuote, { token: booked.user.accessToken, params: { id }, body: { price: 950, top_price: 1200 } });
    };
    await companyCalls();

    const before = companyResponses();
    // Many calls, each answered (the scan would prove nothing over empty or failed answers).
    expect(before.length).toBeGreaterThanOrEqual(19);
    const listed = before.filter((r) => r.url.endsWith('/api/my-company-quotes') && r.status === 200);
    expect(listed).toHaveLength(3);
    for (const answer of listed) expect(answer.body).toContain('Priya');
    expect(responsesContaining(secrets, before)).toEqual([]);

    // The customer books the first company: only that company now sees the last name and e-mail.
    expect(await customerBooks(moveId, booked.company.id, booked.company.name)).toEqual({ ok: true });
    clearCompanyResponses();
    await companyCalls();
    const after = companyResponses();
    const revealed = responsesContaining(secrets, after);
    expect(revealed.length).toBeGreaterThan(0);
    for (const answer of revealed) {
      expect(answer.url).toContain('/api/my-company-quotes');
    }
    const bookedList = await callRoute(routes.listMyCompanyQuotes, { token: booked.user.accessToken });
    expect(bookedList.body[0].move_request.user).toEqual({ firstName: 'Priya', lastName, email: customer.email });
    for (const { user } of [other, saver]) {
      const list = await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken });
      expect(JSON.stringify(list.body)).not.toContain(lastName);
      expect(JSON.stringify(list.body).toLowerCase()).not.toContain(email.toLowerCase());
    }
  });
});
