import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '@infra/constructs/api';
import { routeGroups, routeList } from '@schemas/routes';
import { resourceCount, stackTemplates, type StackTemplates } from './stack-templates';
import { resourcesOf, sectionsOf } from './template-resources';
import { builtApp } from './built-app';

/**
 * CloudFormation refuses a template of more than 500 resources (and 200 parameters or outputs).
 * The API's route functions live in one nested stack per route table file (docs/deploy.md
 * "Nested stacks and the resource budget"); these budgets leave room to grow and fail well
 * before CloudFormation would.
 */
const MAIN_STACK_BUDGET = 400;
const NESTED_STACK_BUDGET = 200;
const PARAMETER_BUDGET = 150;
const OUTPUT_BUDGET = 150;

let stacks: StackTemplates;

beforeAll(() => {
  const { stack } = builtApp();
  stacks = stackTemplates(stack);
});

const sectionSize = (of: Template, section: 'Parameters' | 'Outputs') =>
  Object.keys(sectionsOf(of)[section] ?? {}).length;

describe('resource budget', () => {
  it(`keeps the main stack under ${MAIN_STACK_BUDGET} resources`, () => {
    expect(resourceCount(stacks.main)).toBeLessThan(MAIN_STACK_BUDGET);
  });

  it(`keeps every nested stack under ${NESTED_STACK_BUDGET} resources`, () => {
    expect(stacks.nested.length).toBeGreaterThan(Object.keys(routeGroups).length);
    for (const nested of stacks.nested)
      expect(resourceCount(nested.template), nested.stack.node.path).toBeLessThan(NESTED_STACK_BUDGET);
  });

  it('keeps every template well within the parameter and output limits', () => {
    for (const of of stacks.all) {
      expect(sectionSize(of, 'Parameters')).toBeLessThan(PARAMETER_BUDGET);
      expect(sectionSize(of, 'Outputs')).toBeLessThan(OUTPUT_BUDGET);
    }
  });

  it('has every route of routeList exactly once, with exactly one function, across all stacks', () => {
    const routes = stacks.all.flatMap((of) => Object.values(resourcesOf(of, 'AWS::ApiGatewayV2::Route')));
    const httpRouteKeys = routes.map((r) => r.Properties.RouteKey).filter((key) => !key.startsWith('$'));
    expect(httpRouteKeys.sort()).toEqual(routeList.map(([, route]) => routeKey(route)).sort());
    const functionsByDescription = stacks.all.flatMap((of) =>
      Object.values(resourcesOf(of, 'AWS::Lambda::Function')).map((fn) => String(fn.Properties.Description)),
    );
    for (const [, route] of routeList) {
      const key = routeKey(route);
      expect(
        functionsByDescription.filter((d) => d.startsWith(`${key}: `)),
        key,
      ).toHaveLength(1);
    }
  });
});
