import { lazy, Suspense, useState } from 'react';
import { Anchor } from '@mantine/core';

// The modal's code loads on the first click: the footer is on every first page load.
const VettingProcessModal = lazy(() =>
  import('@web/components/vetting-process').then((module) => ({ default: module.VettingProcessModal })),
);

/** "Our vetting process" in the footer: a link-styled button opening the vetting modal. */
export function VettingProcessButton({ className }: { className?: string }) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        className={className}
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        Our vetting process
      </Anchor>
      {requested && (
        <Suspense fallback={null}>
          <VettingProcessModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
