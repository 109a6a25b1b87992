import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

/* The pipeline's workflow file, checked against GitHub's workflow schema and its job graph (docs/deploy.md, The pipeline). */
const workflowPath = fileURLToPath(new URL('../../../.github/workflows/deploy.yml', import.meta.url));
const workflow = readFileSync(workflowPath, 'utf8');

describe('.github/workflows/deploy.yml', () => {
  it('is a valid GitHub Actions workflow', () => {
    expect(validateWorkflow(workflow).errors).toEqual([]);
  });

  it('fails the check for an unknown key or a job that needs a missing one (the check can fail)', () => {
    const broken = workflow
      .replace('timeout-minutes: 90', 'timeout-minutez: 90')
      .replace('needs: [test, synth]', 'needs: [test, synthesis]');
    const codes = validateWorkflow(broken).errors.map((error) => error.code);
    expect(codes).toContain('unresolved_job');
    expect(codes).toContain('one_of');
  });

  it('deploys with an OIDC role only: no stored AWS keys, id-token only where a deploy runs', () => {
    expect(workflow).not.toMatch(/aws-access-key-id|aws-secret-access-key|AWS_SECRET_ACCESS_KEY/i);
    expect(workflow.match(/id-token: write/g)).toHaveLength(2);
    expect(workflow.match(/role-to-assume: \$\{\{ vars\.AWS_DEPLOY_ROLE_ARN \}\}/g)).toHaveLength(2);
    expect(workflow).toContain('npx cdk deploy -c env=staging');
    expect(workflow).toContain('npx cdk deploy -c env=production');
  });
});
