import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { AppFunction } from './lambda-defaults';

/** The variable functions/platform/stripe.ts reads the secret's ARN from. */
export const STRIPE_SECRET_ARN_VARIABLE = 'STRIPE_SECRET_ARN';

/**
 * Stripe's API secret key and webhook endpoint secret, as one Secrets Manager secret
 * `{"secretKey": "...", "webhookSecret": "..."}`. It is created with empty values: an operator
 * puts the real ones in after the first deploy (docs/deploy.md), so no key is ever in code,
 * in the template or in a build.
 */
export class PaymentsSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Stripe', {
      description:
        'MoveMatch Stripe keys: {"secretKey": "sk_...", "webhookSecret": "whsec_...", "connectWebhookSecret": "whsec_..."}; fill in after the first deploy',
      // A JSON template with empty values; the generated key only exists because CloudFormation
      // must generate something: the code reads secretKey and webhookSecret and ignores it.
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '', connectWebhookSecret: '' }),
        generateStringKey: 'unused',
        excludePunctuation: true,
      },
      // Keys outlive a stack deletion: losing them means re-creating the webhook endpoint.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Stripe keys are rolled in the Stripe dashboard, which Secrets Manager cannot do; the runbook (docs/deploy.md) says how to roll them',
    });
  }

  /** The function may read the secret and finds it through STRIPE_SECRET_ARN. */
  grantTo(fn: AppFunction) {
    fn.addEnvironment(STRIPE_SECRET_ARN_VARIABLE, this.secret.secretArn);
    this.secret.grantRead(fn);
  }
}
