// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider, Modal } from '@mantine/core';
import { AppDialog, AppModal } from '@web/components/app-modal';
import { theme } from '@web/app/theme';

afterEach(cleanup);

/** The weight and size of a modal's title, as the theme (or an override) sets them. */
function titleStyle(dialogName: string) {
  const title = screen
    .getByRole('dialog', { name: dialogName })
    .closest<HTMLElement>('.mantine-Modal-root')
    ?.querySelector<HTMLElement>('.mantine-Modal-title');
  return { weight: title?.style.fontWeight, size: title?.style.fontSize };
}

describe('modal titles', () => {
  it('share one weight and size: the app modal, a short dialog and a plain Mantine modal', () => {
    render(
      <MantineProvider theme={theme}>
        <AppModal title="App modal" opened onClose={() => {}}>
          <p>Body</p>
        </AppModal>
        <AppDialog title="Short dialog" opened onClose={() => {}} actions={null}>
          Sure?
        </AppDialog>
        <Modal title="Plain modal" opened onClose={() => {}}>
          <p>Body</p>
        </Modal>
      </MantineProvider>,
    );
    const expected = { weight: '800', size: 'var(--mantine-font-size-xl)' };
    expect(titleStyle('App modal')).toEqual(expected);
    expect(titleStyle('Short dialog')).toEqual(expected);
    expect(titleStyle('Plain modal')).toEqual(expected);
  });
});
