import { describe, expect, inject, it } from 'vitest';
import { runDynamoPauseScenario } from '@test/support/faults/dynamo-pause';

/*
 * DynamoDB stops answering in the middle of a load (the shared stack's DynamoDB Local is paused:
 * integration files run one after another, so nothing else is running). The scenario and its
 * rules: test/support/faults/dynamo-pause.ts.
 */
describe('DynamoDB stops answering mid-load', () => {
  it('answers 503 with a request id, leaves no half-written booking, and recovers', async () => {
    const outcome = await runDynamoPauseScenario(inject('stack').dynamodbPort, {
      beforeSeconds: 2,
      pausedSeconds: 9,
      afterSeconds: 4,
    });
    expect(Object.fromEntries(outcome.rules)).toEqual(Object.fromEntries(outcome.rules.map(([rule]) => [rule, true])));
  }, 60_000);
});
