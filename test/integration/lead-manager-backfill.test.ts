import { describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { seedCompanyLeads } from '@test/support/fixtures/many-leads';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * scripts/backfill-lead-manager-index.ts (docs/deploy.md): quotes and saved leads stored before
 * the paged lead manager (no gsi4 / gsi2 list keys) are missing from the lists until it runs,
 * and listed in order after it; quotes stored before the news index (gsi5) count on the Manage
 * leads dot once it ran.
 */
describe('backfillLeadManagerIndex', () => {
  it('files older quotes and saved leads so both lists and the Manage leads dot show them again', async () => {
    pointAtStack();
    const { documentClient } = await import('@functions/platform/aws/dynamodb');
    const { config } = await import('@functions/platform/config');
    const { backfillLeadManagerIndex } = await import('@functions/core/data/lead-manager/lead-manager-backfill');
    const { company, user } = await companyWithUser({ name: 'Older Lead Movers' });
    const rows = await seedCompanyLeads(company.id, 6);
    // Strip the list keys, as an item written by the older version has none.
    const keys = [
      ...rows.filter((r) => r.kind === 'quote').map((r) => ({ pk: `MOVE#${r.moveId}`, sk: `QUOTE#${company.id}` })),
      ...rows
        .filter((r) => r.kind === 'saved' || r.alsoSaved)
        .map((r) => ({ pk: `COMPANY#${company.id}`, sk: `SAVEDLEAD#${r.moveId}` })),
    ];
    for (const Key of keys) {
      const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key }));
      const { gsi2pk, gsi2sk, gsi4pk, gsi4sk, gsi5pk, gsi5sk, lead_news, ...older }: Record<string, unknown> = Item!;
      void [gsi4pk, gsi4sk, gsi5pk, gsi5sk, lead_news];
      await documentClient().send(new DeleteCommand({ TableName: config.tableName, Key }));
      await documentClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: Key.sk.startsWith('QUOTE#') ? { ...older, gsi2pk, gsi2sk } : older,
        }),
      );
    }
    const newsOf = async (token: string) => (await callRoute(routes.getUnreadCount, { token })).body.manage_leads_count;
    const colleague = await createCompanyUser(company.id);
    expect(await newsOf(colleague.accessToken)).toBe(0);
    const before = await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken });
    expect(before.body).toEqual([]);

    await backfillLeadManagerIndex();
    // The booked quote is news for a colleague who never opened the lead manager.
    expect(await newsOf(colleague.accessToken)).toBe(rows.filter((r) => r.booked).length);
    const after = await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken });
    expect(after.body.map((l: { move_request_id: string }) => l.move_request_id)).toEqual(rows.map((r) => r.moveId));
    const saved = await callRoute(routes.listMySavedLeads, { token: user.accessToken });
    expect(saved.body).toHaveLength(rows.filter((r) => r.kind === 'saved' || r.alsoSaved).length);
  });
});
