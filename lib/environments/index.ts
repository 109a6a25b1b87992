import { example } from './example';
import { production } from './production';
import { staging } from './staging';
import { checkDeployable, environmentSettingsSchema, type EnvironmentSettings } from './settings';

export const ENVIRONMENTS = { example, staging, production } as const;
export type EnvironmentName = keyof typeof ENVIRONMENTS;

/**
 * The named environment's settings, validated (zod) and checked for a deploy with the given
 * credentials' account. Unknown names and invalid files stop the synthesis with the reason.
 */
export function environmentSettings(name: string, callerAccount?: string): EnvironmentSettings {
  if (!Object.hasOwn(ENVIRONMENTS, name))
    throw new Error(
      `Unknown environment "${name}": one of ${Object.keys(ENVIRONMENTS).join(', ')} (lib/environments/)`,
    );
  const parsed = environmentSettingsSchema.safeParse(ENVIRONMENTS[name as EnvironmentName]);
  if (!parsed.success)
    throw new Error(
      `lib/environments/${name}.ts: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  checkDeployable(name, parsed.data, callerAccount);
  return parsed.data;
}
