import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { clientOptions, lazy } from './client-options';

export const cognitoClient = lazy(() => new CognitoIdentityProviderClient(clientOptions(config.endpoints.cognito)));
