import { NestedStack, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { MoveMatchStack } from '@infra/stack';
import { resourcesOf, sectionsOf } from './template-resources';

/** A nested stack's template, and the logical id of its AWS::CloudFormation::Stack in the main stack. */
export interface NestedTemplate {
  stack: NestedStack;
  template: Template;
  logicalId: string;
}

/**
 * The main stack's template and every nested stack's (found in the construct tree, so a new
 * nested stack is checked without being named here). The API's route functions live in one
 * nested stack per route table file (lib/constructs/api.ts ApiRouteGroup), live delivery in another.
 */
export interface StackTemplates {
  main: Template;
  nested: NestedTemplate[];
  /** The API's route groups, keyed by group name (schemas/routes.ts routeGroups). */
  routeGroups: Map<string, NestedTemplate>;
  /** main first, then every nested template. */
  all: Template[];
}

export function stackTemplates(stack: MoveMatchStack): StackTemplates {
  const main = Template.fromStack(stack);
  const nested = stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c))
    .map((nestedStack) => ({
      stack: nestedStack,
      template: Template.fromStack(nestedStack),
      logicalId: Stack.of(stack).getLogicalId(nestedStack.nestedStackResource as CfnElement),
    }));
  const byStack = new Map(nested.map((n) => [n.stack, n]));
  const routeGroups = new Map(
    [...stack.api.routeStacks].map(([group, routeStack]) => [group, byStack.get(routeStack)!]),
  );
  return { main, nested, routeGroups, all: [main, ...nested.map((n) => n.template)] };
}

/**
 * What a nested stack's parameter reference stands for in the main stack: `{Ref: param}` → the
 * value the main stack passes in (e.g. `{Ref: <secret>}`); anything else is returned as is.
 */
export function valueFromParent(main: Template, nested: NestedTemplate, value: unknown): unknown {
  const param = (value as { Ref?: string } | undefined)?.Ref;
  if (!param || !(param in (sectionsOf(nested.template).Parameters ?? {}))) return value;
  const stackResource = resourcesOf(main, 'AWS::CloudFormation::Stack')[nested.logicalId];
  return stackResource.Properties.Parameters[param];
}

export const resourceCount = (template: Template) => Object.keys(sectionsOf(template).Resources ?? {}).length;
