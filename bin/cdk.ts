/**
 * CDK entry point (cdk.json "app"): `npx cdk synth` / `npx cdk deploy`.
 * Context keys: mailFromDomain, alarmEmail, logLevel (see docs/deploy.md).
 */
import { buildApp } from '@infra/stack';

buildApp().app.synth();
