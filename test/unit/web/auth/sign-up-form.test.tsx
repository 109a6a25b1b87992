// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SignUpForm } from '@web/features/auth/components/sign-up-form';
import { renderWithProviders } from '../support/render-route';

afterEach(cleanup);

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`));
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });

describe('SignUpForm', () => {
  it('keeps Continue disabled until every rule is met, terms included', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => {});
    renderWithProviders(<SignUpForm onSubmit={onSubmit} />);
    expect(continueButton().disabled).toBe(true);

    type('First Name', 'Ada');
    type('Last Name', 'Lane');
    type('Email', 'ada@example.com');
    type('Password', 'Password123!');
    type('Confirm Password', 'Password123!');
    await waitFor(() => expect(field('Confirm Password').value).toBe('Password123!'));
    expect(continueButton().disabled).toBe(true); // terms not agreed yet

    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(continueButton().disabled).toBe(false));

    fireEvent.click(continueButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', acceptTerms: true });
  });

  it('explains each broken rule once the field is left', async () => {
    renderWithProviders(<SignUpForm onSubmit={async () => {}} />);
    for (const name of ['First Name', 'Last Name']) fireEvent.blur(field(name));
    type('Email', 'ada@');
    fireEvent.blur(field('Email'));
    type('Password', 'password1!');
    fireEvent.blur(field('Password'));
    type('Confirm Password', 'password2!');
    fireEvent.blur(field('Confirm Password'));

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeTruthy();
    expect(screen.getByText('Passwords do not match. Please try again.')).toBeTruthy();
  });

  it('re-checks the confirmation when the password changes afterwards', async () => {
    renderWithProviders(<SignUpForm onSubmit={async () => {}} />);
    type('Password', 'Password123!');
    type('Confirm Password', 'Password123!');
    fireEvent.blur(field('Confirm Password'));
    type('Password', 'Password123?');
    expect(await screen.findByText('Passwords do not match. Please try again.')).toBeTruthy();
  });

  it('shows the terms label in red until ticked, with links to the terms and the privacy policy', async () => {
    renderWithProviders(<SignUpForm onSubmit={async () => {}} />);
    const label = () => screen.getByText(/I agree to the/).closest('label') as HTMLElement;
    expect(label().getAttribute('style')).toContain('--mantine-color-red-9');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-and-privacy');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/terms-and-privacy#privacy-policy',
    );
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(label().getAttribute('style') ?? '').not.toContain('red'));
  });
});
