import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { EventBus } from 'aws-cdk-lib/aws-events';
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { UserPool } from 'aws-cdk-lib/aws-cognito';
import type { EmailSending } from './email';
import type { AppFunction } from './lambda-defaults';
import { GLOBAL_SECONDARY_INDEXES } from '@infra/data/table-definition';

/**
 * Item reads and writes (transactions are authorized per item by these same actions).
 * No Scan: request paths never scan (design/architecture.md).
 */
export const TABLE_DATA_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** The Cognito calls server code makes (functions/core/identity.ts): reading accounts, role groups. */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
];

/** What inviting a colleague needs (company-profile/invite-company-user): create the account, group it, undo. */
export const INVITE_USER_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminDeleteUser',
];
export const INVITE_USER_HANDLER = 'company-profile/invite-company-user';

export interface AppResources {
  table: Table;
  bus: EventBus;
  userPool: UserPool;
  imageBucket: Bucket;
  email: EmailSending;
}

/**
 * What a handler may touch, decided by its folder under functions/. One table to review:
 * - every handler: items of the table and its named indexes, and publishing domain events;
 * - users/*: Cognito admin calls on the pool (profiles, role groups);
 * - images/*: objects of the image bucket (presigned uploads, reads, deletes);
 * - notifications/*: sending e-mail from the SES identity;
 * - company-profile/invite-company-user: creating a colleague's Cognito account and e-mailing the invite.
 */
export function grantHandlerAccess(fn: AppFunction, resources: AppResources): void {
  const folder = fn.handlerModule.split('/')[0];
  const { table } = resources;
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: TABLE_DATA_ACTIONS,
      // Each index by name rather than index/*: no wildcard to review.
      resources: [table.tableArn, ...GLOBAL_SECONDARY_INDEXES.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`)],
    }),
  );
  resources.bus.grantPutEventsTo(fn);

  if (folder === 'users') {
    fn.addToRolePolicy(new PolicyStatement({ actions: COGNITO_ADMIN_ACTIONS, resources: [resources.userPool.userPoolArn] }));
  }
  if (folder === 'images') {
    const { imageBucket } = resources;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [imageBucket.arnForObjects('*')],
      }),
    );
    // Without ListBucket, S3 answers HEAD of a missing object 403 instead of 404, and an image
    // checked before its upload arrived would be a 500 instead of 'No uploaded file was found'.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [imageBucket.bucketArn] }));
    const bucketId = Stack.of(imageBucket).getLogicalId(imageBucket.node.defaultChild as CfnBucket);
    Validations.of(fn.role!).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
      reason: 'Image handlers create and delete objects whose keys they choose at run time; the bucket holds images only',
    });
  }
  if (folder === 'notifications') resources.email.grantSend(fn);
  if (fn.handlerModule === INVITE_USER_HANDLER) {
    fn.addToRolePolicy(new PolicyStatement({ actions: INVITE_USER_ACTIONS, resources: [resources.userPool.userPoolArn] }));
    resources.email.grantSend(fn);
  }
}
