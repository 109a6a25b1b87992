import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@schemas/errors';
import { routeList } from '@schemas/routes';

describe('typed error bodies in the route table', () => {
  const declared = routeList.flatMap(([id, route]) =>
    Object.entries(route.errors ?? {}).map(([status, schema]) => ({ id, status: Number(status), schema: schema })),
  );

  it('declares the booking 400 and the paywall 402s', () => {
    expect(declared.map(({ id, status }) => `${id} ${status}`)).toEqual(
      expect.arrayContaining([
        'bookQuote 400',
        'searchMoveRequests 402',
        'listMyCompanyQuotes 402',
        'getAvailability 402',
      ]),
    );
  });

  it.each(declared)(
    '$id $status is an error body: it carries the message every failure carries',
    ({ status, schema }) => {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(schema).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((schema as z.ZodObject).shape)).toEqual(
        expect.arrayContaining(Object.keys(ErrorBodySchema.shape)),
      );
    },
  );
});
