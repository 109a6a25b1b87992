import { AdminCreateUserCommand, AdminDeleteUserCommand, UsernameExistsException } from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { INVITE_MESSAGES } from '@schemas/company-profile';
import { buildAuthMessage } from '@functions/core/auth-messages';
import { cognitoClient } from '@functions/core/aws/cognito';
import { config } from '@functions/core/config';
import { createProfile, deleteProfile } from '@functions/core/data/users';
import { sendEmail } from '@functions/core/email';
import { conflict } from '@functions/core/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/core/http/handler';
import { addToRoleGroup } from '@functions/core/identity';
import { logger } from '@functions/core/logger';
import { companyInPath } from '@functions/core/http/callers-company';
import { generateTemporaryPassword } from './temporary-password';

const isUsernameTaken = (error: unknown) =>
  error instanceof UsernameExistsException || (error as Error)?.name === 'UsernameExistsException';

/**
 * POST /api/moving-company/{id}/invite-user — a colleague's account for the company.
 * Reads: USER#<sub>/PROFILE and COMPANY#<id>/PROFILE. Writes: a Cognito user (temporary
 * password, FORCE_CHANGE_PASSWORD, e-mail verified, Cognito's own message suppressed), the
 * MOVING_COMPANY group, USER#<newSub>/PROFILE linked to the company (conditional create), and
 * the invite e-mail (the same template Cognito's invite would use, functions/core/auth-messages.ts).
 * All or nothing: when a later step fails, the Cognito user is deleted again, so the invite
 * can simply be repeated. An e-mail that already has an account: 409, nothing changed.
 * Callers: MOVING_COMPANY for its own company, ADMIN for any.
 */
export const inviteCompanyUser: PlainHandler<typeof routes.inviteCompanyUser> = async ({ auth, params, body }) => {
  const company = await companyInPath(auth, params.id);
  const temporaryPassword = generateTemporaryPassword();

  let created;
  try {
    created = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: body.email,
        TemporaryPassword: temporaryPassword,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: body.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: body.firstName },
          { Name: 'family_name', Value: body.lastName },
        ],
      }),
    );
  } catch (error) {
    if (isUsernameTaken(error)) throw conflict(INVITE_MESSAGES.exists);
    throw error;
  }
  const username = created.User!.Username!;
  const sub = created.User!.Attributes?.find((a) => a.Name === 'sub')?.Value ?? username;

  try {
    await addToRoleGroup(username, 'MOVING_COMPANY');
    await createProfile({
      id: sub,
      auth_id: sub,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      role: 'MOVING_COMPANY',
      moving_company_id: company.id,
    });
    const message = buildAuthMessage({
      kind: 'AdminCreateUser',
      origin: config.appOrigin,
      email: body.email,
      firstName: body.firstName,
      code: temporaryPassword,
      username: body.email,
    })!;
    await sendEmail({
      to: body.email,
      subject: message.emailSubject,
      html: message.emailMessage,
      text: message.emailMessage.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim(),
    });
  } catch (error) {
    logger.error('Invite failed after the account was created; rolling back', { companyId: company.id, error });
    await deleteProfile(sub).catch(() => undefined);
    await cognitoClient()
      .send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: username }))
      .catch((rollbackError: unknown) => logger.error('Rollback of the invited account failed', { rollbackError }));
    throw error;
  }

  logger.info('Company user invited', { companyId: company.id, invitedUserId: sub, by: auth.userId });
  return new Reply(201, {
    success: true as const,
    user: { id: sub, email: body.email, firstName: body.firstName, lastName: body.lastName, moving_company_id: company.id },
  });
};

export const handler = httpHandler(routes.inviteCompanyUser, inviteCompanyUser);
