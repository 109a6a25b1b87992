/** True when DynamoDB refused a write because its condition failed (as the SDK or ElectroDB reports it). */
export function isConditionalFailure(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string } } | undefined;
  return e?.name === 'ConditionalCheckFailedException' || e?.cause?.name === 'ConditionalCheckFailedException';
}
