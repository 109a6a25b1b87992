import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { AaaaRecord, ARecord, HostedZone, RecordTarget, type IHostedZone } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';
import type { AppDomain } from '@infra/environments/settings';

/**
 * The app on a domain of its own (an environment's optional `domain` setting): the public hosted
 * zone it lives in, a certificate for it (DNS-validated in that zone, or the operator's own in
 * us-east-1) and, once CloudFront exists, IPv4 and IPv6 alias records to the distribution.
 */
export class AppDomainName extends Construct {
  readonly name: string;
  readonly certificate: ICertificate;
  private readonly zone: IHostedZone;

  constructor(scope: Construct, id: string, domain: AppDomain) {
    super(scope, id);
    this.name = domain.name;
    this.zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: domain.hostedZoneId,
      zoneName: domain.hostedZoneName,
    });
    // The settings refuse a domain without certificateArn outside us-east-1 (CloudFront's region for certificates).
    this.certificate = domain.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn)
      : new Certificate(this, 'Certificate', {
          domainName: domain.name,
          validation: CertificateValidation.fromDns(this.zone),
        });
  }

  /** Points the name at the distribution (A and AAAA aliases: CloudFront serves both). */
  pointAt(distribution: IDistribution): void {
    const target = RecordTarget.fromAlias(new CloudFrontTarget(distribution));
    new ARecord(this, 'Ipv4', { zone: this.zone, recordName: this.name, target });
    new AaaaRecord(this, 'Ipv6', { zone: this.zone, recordName: this.name, target });
  }
}
