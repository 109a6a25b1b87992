import { escapeHtml } from '@functions/platform/email';
import { renderEmail, type Paragraph } from './email-template';

/**
 * The texts of the e-mails Cognito sends (sign-up confirmation, password reset, invite).
 * In AWS the CustomMessage trigger returns them with Cognito's placeholders ({####} for the
 * code, {username}); locally the Cognito emulator fills in the real values and sends them
 * through the SES emulator. One template, both worlds.
 */
export type AuthMessageKind = 'SignUp' | 'ResendCode' | 'ForgotPassword' | 'AdminCreateUser' | 'Other';

export interface AuthMessageInput {
  kind: AuthMessageKind;
  origin: string;
  email: string;
  firstName?: string;
  /** The code, or Cognito's placeholder {####}. */
  code: string;
  /** The username, or Cognito's placeholder {username} (invites only). */
  username: string;
  /** A colleague invite: the company and the inviting person as stored, never request text. */
  invitation?: { companyName: string; inviterName: string };
  /** An admin's account (scripts/create-first-admin.ts), not a company user's. */
  asAdmin?: boolean;
}

export interface AuthMessage {
  emailSubject: string;
  /** The HTML body (what Cognito sends). */
  emailMessage: string;
  /** The plain-text part (sent locally; Cognito sends HTML only). */
  emailText: string;
}

function layout(
  subject: string,
  greeting: string,
  paragraphs: Paragraph[],
  link: { href: string; label: string },
): AuthMessage {
  const { html, text } = renderEmail({ greeting, paragraphs, button: link });
  return { emailSubject: subject, emailMessage: html, emailText: text };
}

/** Query strings keep Cognito's placeholder intact: it must reach Cognito unencoded. */
const query = (email: string, code: string) => `email=${encodeURIComponent(email)}&code=${code}`;

export function buildAuthMessage(input: AuthMessageInput): AuthMessage | null {
  const greeting = `Hi${input.firstName ? ` ${input.firstName}` : ''},`;
  switch (input.kind) {
    case 'SignUp':
    case 'ResendCode': {
      const href = `${input.origin}/sign-up-redirect?${query(input.email, input.code)}`;
      return layout(
        'Confirm your MoveMatch account',
        greeting,
        ['Thanks for signing up with MoveMatch. Please confirm your e-mail address to finish creating your account.'],
        { href, label: 'Confirm my account' },
      );
    }
    case 'ForgotPassword': {
      const href = `${input.origin}/reset-password?${query(input.email, input.code)}`;
      return layout(
        'Reset your MoveMatch password',
        greeting,
        ['We received a request to reset your password. If it was not you, you can ignore this e-mail.'],
        { href, label: 'Set a new password' },
      );
    }
    case 'AdminCreateUser': {
      const href = `${input.origin}/login`;
      return layout(
        'You have been invited to MoveMatch',
        greeting,
        [
          input.invitation
            ? {
                html: `${escapeHtml(input.invitation.inviterName)} invited you to manage ${escapeHtml(input.invitation.companyName)} on MoveMatch.`,
                text: `${input.invitation.inviterName} invited you to manage ${input.invitation.companyName} on MoveMatch.`,
              }
            : input.asAdmin
              ? 'You have been made an administrator of MoveMatch: you onboard and vet the moving companies.'
              : 'You have been invited to manage your moving company on MoveMatch.',
          {
            // The code is Cognito's (or its {####} placeholder), never user input.
            html: `Sign in with your e-mail address ${escapeHtml(input.username)} and the temporary password <b>${input.code}</b>. You will be asked to choose a new password.`,
            text: `Sign in with your e-mail address ${input.username} and the temporary password ${input.code}. You will be asked to choose a new password.`,
          },
        ],
        { href, label: 'Sign in to MoveMatch' },
      );
    }
    default:
      return null;
  }
}

/** Maps Cognito's trigger source (CustomMessage_SignUp ...) to our message kinds. */
export function kindFromTriggerSource(triggerSource: string): AuthMessageKind {
  const kind = triggerSource.replace(/^CustomMessage_|^CustomEmailSender_/, '');
  return (['SignUp', 'ResendCode', 'ForgotPassword', 'AdminCreateUser'] as const).find((k) => k === kind) ?? 'Other';
}
