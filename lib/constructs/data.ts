import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from '@infra/data/table-definition';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The single DynamoDB table, built from lib/data/table-definition.ts (the same object the
 * local DynamoDB set-up reads). Retained on stack deletion: it holds every customer's data.
 */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const gsi of GLOBAL_SECONDARY_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: stringKey(gsi.partitionKey),
        sortKey: stringKey(gsi.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
