import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { AppFunction } from '@infra/constructs/lambda-defaults';
import { buildApp } from '@infra/stack';

/**
 * Each handler module's memory size (MB) as the CDK app deploys it ('users/get-user' → 512),
 * read from the synthesized construct tree (no bundling), so a function resized in
 * lib/constructs is priced at its new size.
 */
export function functionMemoryMb(): Map<string, number> {
  const { stack } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
  const sizes = new Map<string, number>();
  for (const construct of stack.node.findAll()) {
    if (!(construct instanceof AppFunction)) continue;
    const memory = (construct.node.defaultChild as CfnFunction).memorySize;
    if (typeof memory !== 'number') throw new Error(`${construct.handlerModule} has no memory size in the template`);
    sizes.set(construct.handlerModule, Math.max(memory, sizes.get(construct.handlerModule) ?? 0));
  }
  return sizes;
}
