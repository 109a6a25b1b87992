import { beforeEach, describe, expect, it } from 'vitest';
import { notify } from '@web/lib/notify';
import { recordToasts } from './support/stubs';

const show = recordToasts();

beforeEach(() => show.mockReset());

describe('notify', () => {
  it('shows the words as given, green for success, red for errors, blue for a heads-up', () => {
    notify.success('Saved');
    notify.error({ title: 'Failed to book quote', message: 'Already booked' });
    notify.info({ message: 'Uploading', autoClose: 5000 });
    expect(show.mock.calls).toEqual([
      [{ color: 'green', message: 'Saved' }],
      [{ color: 'red', title: 'Failed to book quote', message: 'Already booked' }],
      [{ color: 'blue', message: 'Uploading', autoClose: 5000 }],
    ]);
  });
});
