/* oxlint-disable typescript/no-unsafe-assignment, typescript/no-unsafe-argument -- cognito-local's internals are untyped CommonJS with no declarations; requests arrive as cognito-local's untyped JSON. */
/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals are untyped CommonJS with no declarations; requests arrive as cognito-local's untyped JSON. */
import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * The PreSignUp trigger, locally: cognito-local refuses a taken username before it would call a
 * trigger, while AWS calls the PreSignUp trigger first (so the trigger can free the address, as
 * functions/auth/pre-sign-up.ts does for a lapsed invite). This runs the trigger's handler file
 * in front of cognito-local's SignUp, with the event AWS would send; a throwing trigger refuses
 * the sign-up with AWS's UserLambdaValidationException.
 */
export type PreSignUpTrigger = (event: PreSignUpTriggerEvent) => Promise<unknown>;

type Route = (ctx: unknown, req: Record<string, any>) => Promise<Record<string, any>>;

export function preSignUpEvent(userPoolId: string, req: Record<string, any>): PreSignUpTriggerEvent {
  const attributes = (req.UserAttributes ?? []) as Array<{ Name: string; Value?: string }>;
  return {
    version: '1',
    triggerSource: 'PreSignUp_SignUp',
    region: 'local',
    userPoolId,
    userName: String(req.Username ?? ''),
    callerContext: { awsSdkVersion: 'local', clientId: String(req.ClientId ?? '') },
    request: {
      userAttributes: Object.fromEntries(attributes.map((a) => [a.Name, a.Value ?? ''])),
      validationData: req.ValidationData,
      clientMetadata: req.ClientMetadata,
    },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

export function withPreSignUp(
  signUp: Route,
  poolIdOfClient: (ctx: unknown, clientId: string) => Promise<string>,
  trigger: PreSignUpTrigger,
  validationError: new (message: string) => Error,
): Route {
  return async (ctx, req) => {
    const userPoolId = await poolIdOfClient(ctx, req.ClientId);
    try {
      await trigger(preSignUpEvent(userPoolId, req));
    } catch (error) {
      throw new validationError(`PreSignUp failed with error ${(error as Error).message}.`);
    }
    return signUp(ctx, req);
  };
}
