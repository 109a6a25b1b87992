import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { EventBus } from 'aws-cdk-lib/aws-events';
import { type CfnElement, Names, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { UserPool } from 'aws-cdk-lib/aws-cognito';
import type { IConstruct } from 'constructs';
import type { EmailSending } from './email';
import type { AppFunction } from './lambda-defaults';
import { routes } from '@schemas/routes';
import { scheduledJobs } from '@schemas/schedules';
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

/** The Cognito calls server code makes (functions/platform/identity.ts): reading accounts, role groups. */
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

/**
 * What settling a colleague invite needs (functions/companies/invite-lifecycle.ts: accepted, lapsed,
 * withdrawn): read the account, block it, unblock it (accepted meanwhile), delete it.
 */
export const INVITE_LIFECYCLE_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
];
/** The handlers outside admin/ that settle invites: inviting, listing, withdrawing, the lapse sweep. */
export const INVITE_LIFECYCLE_HANDLERS: readonly string[] = [
  INVITE_USER_HANDLER,
  routes.listCompanyInvites.handler,
  routes.withdrawCompanyInvite.handler,
  ...scheduledJobs.filter((job) => job.id === 'LapsedInviteSweep').map((job) => job.handler),
];

/**
 * Deactivating and reactivating an account (admin/set-admin-user-status, through
 * functions/platform/identity.ts): sign it out everywhere and disable it, or enable it.
 */
export const ACCOUNT_STATUS_ACTIONS = [
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
];

/**
 * The admin's invite runs the colleague invite's code (inviteCompanyUser): create, group and
 * undo the account, after settling the company's waiting invites (INVITE_LIFECYCLE_ACTIONS).
 */
export const ADMIN_INVITE_ACTIONS = [...new Set([...INVITE_USER_ACTIONS, ...INVITE_LIFECYCLE_ACTIONS])];

/** Objects of the image bucket (presigned uploads, checks, moves of checked objects, deletes). */
export const IMAGE_OBJECT_ACTIONS = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];

/** A grant beyond the table's items, which every handler gets. */
export type HandlerGrant =
  /** Publishing domain events on the bus. */
  | 'events'
  /** COGNITO_ADMIN_ACTIONS: reading accounts, role groups. */
  | 'cognito-groups'
  /** IMAGE_OBJECT_ACTIONS on the image bucket's objects, and listing it. */
  | 'images'
  /** Sending e-mail from the SES identity. */
  | 'email';

/**
 * What a handler may touch, decided by its folder under functions/: the one table to review.
 * Every folder that holds a route, event or socket handler must be here: synthesis fails on a
 * folder without an entry rather than guessing.
 */
export const HANDLER_FOLDER_GRANTS: Record<string, readonly HandlerGrant[]> = {
  // Cognito, S3 and SES handler by handler: ADMIN_HANDLER_GRANTS.
  admin: ['events'],
  availability: ['events'],
  bookings: ['events', 'email'],
  companies: ['events'],
  'company-profile': ['events'],
  'company-quotes': ['events'],
  // The daily NCUC list import: table items only (the list is read over HTTPS).
  compliance: [],
  concierge: ['events'],
  images: ['events', 'images'],
  'lead-reports': ['events'],
  leads: ['events'],
  live: ['events'],
  // The counters behind the admin's operations figures: table items only.
  'marketplace-stats': [],
  matches: ['events'],
  messaging: ['events'],
  metrics: ['events'],
  'move-requests': ['events'],
  notifications: ['events', 'email'],
  payments: ['events'],
  'price-guide': ['events'],
  'quote-notifications': ['events'],
  quotes: ['events'],
  // Review e-mails go out through notifications, from the review events.
  reviews: ['events'],
  'saved-companies': ['events'],
  users: ['events', 'cognito-groups'],
};

/** What one admin handler calls beyond the table and the bus; what is left out it never calls. */
export interface AdminHandlerGrant {
  /** Actions on the user pool. */
  cognito?: readonly string[];
  /** IMAGE_OBJECT_ACTIONS on the image bucket's objects, and listing it. */
  images?: true;
  /** Sending e-mail from the SES identity. */
  email?: true;
}

/** Table items and events only. */
const TABLE_AND_EVENTS: AdminHandlerGrant = {};

/**
 * What each handler of functions/admin can call: the Cognito commands, S3 and the e-mail
 * sender its code reaches (not every module its imports name: functions/companies/index.ts
 * also leads to the invite's code). test/infra/admin-permissions.test.ts fails when the
 * handlers' bundles and this table differ; synthesis fails on an admin handler without an entry.
 */
export const ADMIN_HANDLER_GRANTS: Record<string, AdminHandlerGrant> = {
  // The invite e-mail carries the temporary password.
  'admin/invite-user-as-admin': { cognito: ADMIN_INVITE_ACTIONS, email: true },
  'admin/set-admin-user-status': { cognito: ACCOUNT_STATUS_ACTIONS },
  // A company's image is checked against its media item in the table, not in S3.
  'admin/create-moving-company': TABLE_AND_EVENTS,
  'admin/get-admin-moving-company': TABLE_AND_EVENTS,
  'admin/get-marketplace-stats': TABLE_AND_EVENTS,
  'admin/list-admin-users': TABLE_AND_EVENTS,
  'admin/list-companies-awaiting-vetting': TABLE_AND_EVENTS,
  'admin/list-needs-attention': TABLE_AND_EVENTS,
  // The tokens spent on the lead come back in the table; nobody is e-mailed.
  'admin/mark-move-request-invalid': TABLE_AND_EVENTS,
  'admin/put-company-vetting': TABLE_AND_EVENTS,
  'admin/search-admin-move-requests': TABLE_AND_EVENTS,
  'admin/set-company-verification': TABLE_AND_EVENTS,
};

export interface AppResources {
  table: Table;
  bus: EventBus;
  userPool: UserPool;
  imageBucket: Bucket;
  email: EmailSending;
}

/** The folder of a handler module: 'users/get-user' → 'users'. */
export const handlerFolder = (handlerModule: string) => handlerModule.split('/')[0];

/**
 * Grants a handler what its folder calls for (HANDLER_FOLDER_GRANTS), an admin handler its own
 * entry of ADMIN_HANDLER_GRANTS, plus the items of the table and its named indexes;
 * company-profile/invite-company-user also creates a colleague's Cognito account and e-mails
 * the invite. Throws for a folder or an admin handler without an entry.
 */
export function grantHandlerAccess(fn: AppFunction, resources: AppResources): void {
  const folder = handlerFolder(fn.handlerModule);
  const grants = HANDLER_FOLDER_GRANTS[folder];
  if (!grants) {
    throw new Error(
      `No permissions for handler folder '${folder}' (${fn.handlerModule}): add it to HANDLER_FOLDER_GRANTS in lib/constructs/permissions.ts`,
    );
  }
  const adminGrant = folder === 'admin' ? ADMIN_HANDLER_GRANTS[fn.handlerModule] : undefined;
  if (folder === 'admin' && !adminGrant) {
    throw new Error(
      `No permissions for admin handler '${fn.handlerModule}': add it to ADMIN_HANDLER_GRANTS in lib/constructs/permissions.ts`,
    );
  }
  const { table, userPool } = resources;
  fn.addToRolePolicy(tableItemsStatement(table));
  if (grants.includes('events')) resources.bus.grantPutEventsTo(fn);
  if (grants.includes('cognito-groups')) {
    fn.addToRolePolicy(new PolicyStatement({ actions: COGNITO_ADMIN_ACTIONS, resources: [userPool.userPoolArn] }));
  }
  if (adminGrant?.cognito?.length) {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...adminGrant.cognito], resources: [userPool.userPoolArn] }));
  }
  if (grants.includes('images') || adminGrant?.images) grantImageObjects(fn, resources.imageBucket);
  if (grants.includes('email') || adminGrant?.email) resources.email.grantSend(fn);
  if (fn.handlerModule === INVITE_USER_HANDLER) {
    fn.addToRolePolicy(new PolicyStatement({ actions: INVITE_USER_ACTIONS, resources: [userPool.userPoolArn] }));
    resources.email.grantSend(fn);
  }
  if (INVITE_LIFECYCLE_HANDLERS.includes(fn.handlerModule)) {
    fn.addToRolePolicy(new PolicyStatement({ actions: INVITE_LIFECYCLE_ACTIONS, resources: [userPool.userPoolArn] }));
  }
}

/** Items of the table and of its named indexes (each by name rather than index/*: no wildcard to review). */
export function tableItemsStatement(table: Table): PolicyStatement {
  return new PolicyStatement({
    actions: TABLE_DATA_ACTIONS,
    resources: [table.tableArn, ...GLOBAL_SECONDARY_INDEXES.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`)],
  });
}

function grantImageObjects(fn: AppFunction, imageBucket: Bucket): void {
  fn.addToRolePolicy(
    new PolicyStatement({ actions: IMAGE_OBJECT_ACTIONS, resources: [imageBucket.arnForObjects('*')] }),
  );
  // Without ListBucket, S3 answers HEAD of a missing object 403 instead of 404, and an image
  // checked before its upload arrived would be a 500 instead of 'No uploaded file was found'.
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [imageBucket.bucketArn] }));
  const bucketArn = nagReference(fn, imageBucket.node.defaultChild as CfnBucket, 'Arn');
  Validations.of(fn.role!).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${bucketArn}/*]`,
    reason: 'Image handlers create and delete objects whose keys they choose at run time; the bucket holds images only',
  });
}

/**
 * How cdk-nag names `target`'s attribute in a finding about `consumer`: `<LogicalId.Attr>` in
 * the same stack; in a nested stack (the API's route groups) the parameter CDK passes the
 * value in by, `<referenceto{unique id}{Attr}>`.
 */
export function nagReference(consumer: IConstruct, target: CfnElement, attribute: string): string {
  const producer = Stack.of(target);
  const stack = Stack.of(consumer);
  if (stack === producer) return `<${producer.getLogicalId(target)}.${attribute}>`;
  if (stack.nestedStackParent !== producer)
    throw new Error(`${consumer.node.path}: nagReference covers one level of nesting only`);
  return `<${`reference-to-${Names.nodeUniqueId(target.node)}${attribute}`.replace(/[^A-Za-z0-9]/g, '')}>`;
}
