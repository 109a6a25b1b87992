/**
 * CDK entry point (cdk.json "app"): `npx cdk synth` / `npx cdk deploy -c env=staging`.
 * `env` names a settings file in lib/environments/ (default: example, which only synthesizes);
 * see docs/deploy.md.
 */
import { buildApp } from '@infra/stack';

buildApp().app.synth();
