import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveEvent } from '@web/lib/live/apply-live-event';
import { queryKeys } from '@web/lib/query-keys';

describe('applyLiveEvent', () => {
  it('a booking event makes that booking stale and leaves the others alone', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.booking('q-1'), { quote_id: 'q-1' });
    client.setQueryData(queryKeys.booking('q-2'), { quote_id: 'q-2' });
    applyLiveEvent(client, { type: 'booking', quote_id: 'q-1' });
    expect(client.getQueryState(queryKeys.booking('q-1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.booking('q-2'))?.isInvalidated).toBe(false);
  });
});
