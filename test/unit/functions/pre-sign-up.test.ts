import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '@functions/auth/pre-sign-up';
import { preSignUpEvent } from '@infra/local/cognito-pre-sign-up';

/*
 * The PreSignUp trigger only frees addresses on a self sign-up: the invite itself
 * (AdminCreateUser) passes untouched, and the trigger never confirms or verifies anyone.
 * Freeing is proved against the emulators in test/integration/invite-lapse-sweep.test.ts.
 */
describe('PreSignUp trigger', () => {
  it('lets an AdminCreateUser (an invite) pass untouched, reading nothing', async () => {
    const event = {
      ...preSignUpEvent('pool-1', {
        Username: 'new@test.example',
        ClientId: 'client',
        UserAttributes: [{ Name: 'email', Value: 'new@test.example' }],
      }),
      triggerSource: 'PreSignUp_AdminCreateUser',
    } as PreSignUpTriggerEvent;
    const before = structuredClone(event);
    // No table or pool configured: any read would throw.
    await expect(handler(event)).resolves.toEqual(before);
  });

  it('builds the event AWS sends for a SignUp, with no confirmation or verification asked', () => {
    const event = preSignUpEvent('pool-1', {
      Username: 'new@test.example',
      ClientId: 'client',
      UserAttributes: [
        { Name: 'email', Value: 'new@test.example' },
        { Name: 'given_name', Value: 'Sam' },
      ],
      ClientMetadata: { firstName: 'Sam' },
    });
    expect(event).toMatchObject({
      triggerSource: 'PreSignUp_SignUp',
      userPoolId: 'pool-1',
      userName: 'new@test.example',
      request: {
        userAttributes: { email: 'new@test.example', given_name: 'Sam' },
        clientMetadata: { firstName: 'Sam' },
      },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    });
  });
});
