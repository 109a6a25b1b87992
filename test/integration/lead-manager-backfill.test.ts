import { describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { seedCompanyLeads } from '@test/support/fixtures/many-leads';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * scripts/backfill-lead-manager-index.ts (docs/deploy.md): quotes and saved leads stored before
 * the paged lead manager (no gsi4 / gsi2 list keys) are missing from the lists until it runs,
 * and listed in order after it.
 */
describe('backfillLeadManagerIndex', () => {
  it('files older quotes and saved leads so both lists show them again', async () => {
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
      const { gsi2pk, gsi2sk, gsi4pk, gsi4sk, ...older } = Item!;
      void [gsi4pk, gsi4sk];
      await documentClient().send(new DeleteCommand({ TableName: config.tableName, Key }));
      await documentClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: Key.sk.startsWith('QUOTE#') ? { ...older, gsi2pk, gsi2sk } : older,
        }),
      );
    }
    const before = await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken });
    expect(before.body).toEqual([]);

    await backfillLeadManagerIndex();
    const after = await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken });
    expect(after.body.map((l: { move_request_id: string }) => l.move_request_id)).toEqual(rows.map((r) => r.moveId));
    const saved = await callRoute(routes.listMySavedLeads, { token: user.accessToken });
    expect(saved.body).toHaveLength(rows.filter((r) => r.kind === 'saved' || r.alsoSaved).length);
  });
});
