import { escapeHtml } from './email';

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
}

export interface AuthMessage {
  emailSubject: string;
  emailMessage: string;
}

function layout(greeting: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('');
  const button = link
    ? `<p><a href="${link.href}" style="background:#1c7ed6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${link.label}</a></p><p style="font-size:12px;color:#555">Or open this address: ${link.href}</p>`
    : '';
  return `<div style="font-family:Arial,sans-serif;max-width:560px"><p>${greeting}</p>${body}${button}<p>The MoveMatch team</p></div>`;
}

/** Query strings keep Cognito's placeholder intact: it must reach Cognito unencoded. */
const query = (email: string, code: string) => `email=${encodeURIComponent(email)}&code=${code}`;

export function buildAuthMessage(input: AuthMessageInput): AuthMessage | null {
  const greeting = `Hi${input.firstName ? ` ${escapeHtml(input.firstName)}` : ''},`;
  switch (input.kind) {
    case 'SignUp':
    case 'ResendCode': {
      const href = `${input.origin}/sign-up-redirect?${query(input.email, input.code)}`;
      return {
        emailSubject: 'Confirm your MoveMatch account',
        emailMessage: layout(
          greeting,
          ['Thanks for signing up with MoveMatch. Please confirm your e-mail address to finish creating your account.'],
          { href, label: 'Confirm my account' },
        ),
      };
    }
    case 'ForgotPassword': {
      const href = `${input.origin}/reset-password?${query(input.email, input.code)}`;
      return {
        emailSubject: 'Reset your MoveMatch password',
        emailMessage: layout(
          greeting,
          ['We received a request to reset your password. If it was not you, you can ignore this e-mail.'],
          { href, label: 'Set a new password' },
        ),
      };
    }
    case 'AdminCreateUser': {
      const href = `${input.origin}/login`;
      return {
        emailSubject: 'You have been invited to MoveMatch',
        emailMessage: layout(
          greeting,
          [
            'You have been invited to manage your moving company on MoveMatch.',
            `Sign in with your e-mail address ${escapeHtml(input.username)} and the temporary password <b>${input.code}</b>. You will be asked to choose a new password.`,
          ],
          { href, label: 'Sign in to MoveMatch' },
        ),
      };
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
