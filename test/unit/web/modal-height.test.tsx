// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider, Modal } from '@mantine/core';
import { AppModal } from '@web/components/app-modal';
import { MODAL_MAX_HEIGHT, theme } from '@web/app/theme';

afterEach(cleanup);

/** The variable Mantine's modal content reads for its max-height, as set on the modal's root. */
function maxHeightOf(dialogName: string): string {
  const root = screen.getByRole('dialog', { name: dialogName }).closest<HTMLElement>('.mantine-Modal-root');
  return root?.style.getPropertyValue('--modal-content-max-height') ?? '';
}

describe('modal height (spec section 9: at most 70% of the window, at least 300 px)', () => {
  it('is set once in the theme', () => {
    expect(MODAL_MAX_HEIGHT).toBe('max(300px, 70dvh)');
  });

  it('applies to the app modal and to a plain Mantine modal alike', () => {
    render(
      <MantineProvider theme={theme}>
        <AppModal title="App modal" opened onClose={() => {}}>
          <p>Body</p>
        </AppModal>
        <Modal title="Plain modal" opened onClose={() => {}}>
          <p>Body</p>
        </Modal>
      </MantineProvider>,
    );
    expect(maxHeightOf('App modal')).toBe(MODAL_MAX_HEIGHT);
    expect(maxHeightOf('Plain modal')).toBe(MODAL_MAX_HEIGHT);
  });
});
