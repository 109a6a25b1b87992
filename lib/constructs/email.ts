import { CfnOutput, Stack } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** The custom MAIL FROM (envelope sender) is this subdomain of the sending domain. */
export const BOUNCE_SUBDOMAIN = 'bounce';

export interface EmailProps {
  /** A domain (movematch.example) or a single address (team@movematch.example). */
  mailFrom: string;
}

/**
 * The SES identity the app sends from. A domain identity needs its DKIM CNAME records
 * published (see the DkimRecords output and docs/deploy.md); an address identity needs a
 * click on SES's verification e-mail.
 */
export class EmailSending extends Construct {
  readonly identity: EmailIdentity;
  /**
   * Every e-mail (the functions' and Cognito's) is sent with it: SES's own suppression of
   * addresses that bounced or complained, reputation metrics (the alarms in monitoring.ts), and
   * bounce and complaint events to EventBridge's default bus, where a rule hands them to
   * functions/notifications/record-email-suppression.ts (DomainEvents' SES rule).
   */
  readonly configurationSet: ConfigurationSet;
  /** The From header the functions use (MAIL_FROM). */
  readonly fromAddress: string;
  /** The same sender for Cognito's own e-mails (UserPoolEmail.withSES). */
  readonly cognitoSender: {
    fromEmail: string;
    fromName: string;
    sesVerifiedDomain?: string;
    configurationSetName: string;
  };

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    const isAddress = props.mailFrom.includes('@');
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // SES publishes to the default bus only.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      configurationSet: this.configurationSet,
      identity: isAddress ? Identity.email(props.mailFrom) : Identity.domain(props.mailFrom),
      // A MAIL FROM of our own domain: SPF then aligns with the From domain for DMARC, and bounces
      // come back to SES at an address under our name (docs/deploy.md, E-mail checklist).
      ...(isAddress ? {} : { mailFromDomain: `${BOUNCE_SUBDOMAIN}.${props.mailFrom}` }),
    });
    const fromEmail = isAddress ? props.mailFrom : `no-reply@${props.mailFrom}`;
    this.fromAddress = `MoveMatch <${fromEmail}>`;
    this.cognitoSender = {
      fromEmail,
      fromName: 'MoveMatch',
      configurationSetName: this.configurationSet.configurationSetName,
      ...(isAddress ? {} : { sesVerifiedDomain: props.mailFrom }),
    };

    if (!isAddress) {
      // At stack level so the output keeps the plain name DkimRecords.
      new CfnOutput(Stack.of(this), 'DkimRecords', {
        description: 'CNAME records to publish for the SES domain identity (name=value)',
        value: this.identity.dkimRecords.map((r) => `${r.name}=${r.value}`).join(' '),
      });
      const region = Stack.of(this).region;
      new CfnOutput(Stack.of(this), 'MailFromRecords', {
        description: 'MX and TXT (SPF) records to publish for the custom MAIL FROM domain',
        value: `MX ${BOUNCE_SUBDOMAIN}.${props.mailFrom} 10 feedback-smtp.${region}.amazonses.com; TXT ${BOUNCE_SUBDOMAIN}.${props.mailFrom} "v=spf1 include:amazonses.com ~all"`,
      });
    }
  }

  /** SES authorizes a send on the identity and on the configuration set it names. */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
    Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [
        Stack.of(this).formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: this.configurationSet.configurationSetName,
        }),
      ],
    });
  }
}
