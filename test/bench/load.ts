/**
 * Load: autocannon for LOAD_SECONDS (default 60) at 50 connections against the local gateway,
 * mixing what a customer reads (matches, quotes) with what a company does (lead search, quote
 * updates), with DynamoDB GetItem p50/p99 measured in the same run for scale. Goal: 0 errors
 * and 0 non-2xx answers. Prints; never fails.
 * Run: npx tsx test/bench/load.ts   (LOAD_SECONDS, LOAD_CONNECTIONS to change)
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoClient } from '@infra/local/dynamodb-local';
import { routes } from '@schemas/routes';
import { buildPath } from '@schemas/route';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createTestLead } from '@test/support/fixtures/moves';
import { customerWithQuotes, quoted } from '@test/support/fixtures/quotes';
import { givenActiveMonthlyPlan } from '@test/support/fixtures/subscriptions';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms } from './measure';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const LEADS = 60;
const CUSTOMERS = 10;

export async function main() {
  await withBenchStack(BENCH_PORTS, async (stack) => {
    // A company with quotes on LEADS open leads of its state, and customers with quoted moves.
    const { company, user: companyUser } = await companyWithUser({ name: 'Load Movers', state: 'NC' });
    await givenActiveMonthlyPlan(company.id); // quote updates without spending tokens
    const leadIds = await Promise.all(
      Array.from({ length: LEADS }, (_, i) =>
        createTestLead({ start: dayFromToday(20 + (i % 40)), end: dayFromToday(22 + (i % 40)) }),
      ),
    );
    const quoteIds: string[] = [];
    for (const moveId of leadIds) {
      const sent = await callRoute(routes.sendCompanyQuote, {
        token: companyUser.accessToken,
        body: { move_request_id: moveId, moving_company_id: company.id, price: 1500 },
      });
      if (sent.status !== 201) throw new Error(`sending a quote answered ${sent.status}: ${JSON.stringify(sent.body)}`);
      quoteIds.push(sent.body.id);
    }
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => customerWithQuotes(3)));
    await Promise.all(customers.flatMap((c) => c.quoteIds.map((_, i) => quoted(c, i))));

    const api = new URL(stack.urls.api);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    let turn = 0;
    const customerOf = () => customers[turn++ % CUSTOMERS].customer.accessToken;
    const searchBody = JSON.stringify({ startDate: dayFromToday(20), endDate: dayFromToday(40) });
    const mix: Array<{ name: string; request: () => autocannon.Request }> = [
      {
        name: 'GET matches (customer)',
        request: () => ({ method: 'GET', path: routes.getMyMatches.path, headers: bearer(customerOf()) }),
      },
      {
        name: 'GET my-quotes (customer)',
        request: () => ({ method: 'GET', path: routes.listMyQuotes.path, headers: bearer(customerOf()) }),
      },
      {
        name: 'POST search (company)',
        request: () => ({
          method: 'POST',
          path: routes.searchMoveRequests.path,
          headers: bearer(companyUser.accessToken),
          body: searchBody,
        }),
      },
      {
        name: 'PATCH quote (company)',
        request: () => ({
          method: 'PATCH',
          path: buildPath(routes.updateCompanyQuote.path, { id: quoteIds[turn++ % quoteIds.length] }),
          headers: bearer(companyUser.accessToken),
          body: JSON.stringify({ price: 1400 + (turn % 200) }),
        }),
      },
    ];

    const dynamo = localDynamoClient(stack.ports.dynamodb);
    const getItem = () =>
      dynamo.send(
        new GetItemCommand({
          TableName: stack.tableName,
          Key: { pk: { S: `COMPANY#${company.id}` }, sk: { S: 'PROFILE' } },
        }),
      );
    await measure(10, 200, getItem); // warm-up

    let next = 0;
    const result = await autocannon({
      url: api.origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      // One request per turn, the four kinds in rotation across all connections.
      requests: [{ setupRequest: (request) => ({ ...request, ...mix[next++ % mix.length].request() }) }],
    });
    const db = await measure(CONNECTIONS, 5_000, getItem);
    dynamo.destroy();

    console.log(`\n${CONNECTIONS} connections for ${SECONDS} s: ${mix.map((m) => m.name).join(', ')} in rotation\n`);
    console.log(`requests: ${result.requests.total.toLocaleString('en-US')} (${result.requests.average.toFixed(0)}/s)`);
    console.log(
      `errors: ${result.errors}  timeouts: ${result.timeouts}  non-2xx: ${result.non2xx}  ${result.errors + result.timeouts + result.non2xx === 0 ? 'ok (goal 0)' : 'OVER GOAL (0)'}`,
    );
    console.log(
      `API p50 / p99: ${ms(result.latency.p50)} / ${ms(result.latency.p99)}   (max ${ms(result.latency.max)})`,
    );
    console.log(`DynamoDB GetItem p50 / p99 at ${CONNECTIONS} concurrent, same run: ${ms(db.p50)} / ${ms(db.p99)}`);
    console.log('The load generator, gateway and handlers share one Node process; DynamoDB Local is Java.');
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
