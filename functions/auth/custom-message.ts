import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { config } from '@functions/platform/config';
import { buildAuthMessage, kindFromTriggerSource } from '@functions/notifications';

/**
 * Cognito CustomMessage trigger (AWS): gives Cognito our e-mail texts, with its {####} and
 * {username} placeholders, for sign-up confirmation, password reset and invites. Locally the
 * Cognito emulator uses the same buildAuthMessage. Reads/writes nothing.
 */
export const handler = (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const message = buildAuthMessage({
    kind: kindFromTriggerSource(event.triggerSource),
    origin: config.appOrigin,
    email: event.request.userAttributes.email ?? '',
    firstName: event.request.clientMetadata?.firstName,
    code: event.request.codeParameter,
    username: event.request.usernameParameter ?? '{username}',
  });
  if (message) {
    event.response.emailSubject = message.emailSubject;
    event.response.emailMessage = message.emailMessage;
  }
  return Promise.resolve(event);
};
