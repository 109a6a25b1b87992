import { Anchor, Checkbox } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { paths } from '@web/config/paths';

/**
 * The terms agreement. Its label stays red until ticked (spec section 2). The links open in
 * a new tab so the half-filled form (and the password, kept in memory only) survive.
 */
export function TermsCheckbox({ accepted, registration }: { accepted: boolean; registration: UseFormRegisterReturn }) {
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Checkbox
      {...registration}
      styles={{ label: { color: accepted ? undefined : 'var(--mantine-color-red-9)' } }}
      label={
        <>
          I agree to the{' '}
          <Anchor href={paths.termsAndPrivacy} {...newTab} inherit fw={600}>
            Terms of Service
          </Anchor>{' '}
          and{' '}
          <Anchor href={paths.privacyPolicyAnchor} {...newTab} inherit fw={600}>
            Privacy Policy
          </Anchor>
        </>
      }
    />
  );
}
