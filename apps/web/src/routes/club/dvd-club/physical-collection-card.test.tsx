import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers.tsx';
import { resetSpies, serve, summary } from '../../../components/collection/fake-dvd-club.ts';
import { fail, ok } from '../../../test/trpc-mock.ts';
import { PhysicalCollectionCard } from '../../library/profile/physical-collection-slot.tsx';

vi.mock('../../../lib/unauthorized.ts', async (original) =>
  (await import('../../../components/collection/fake-dvd-club.ts')).withRedirectSpy(await original()),
);

afterEach(resetSpies);

function show() {
  render(
    <AppProviders>
      <PhysicalCollectionCard />
    </AppProviders>,
  );
}

const countOf = (group: HTMLElement, format: string) =>
  within(group).getByText(format, { selector: 'dt' }).nextElementSibling?.textContent;

describe("Profile: 'Physical Collection' card", () => {
  it('shows the credit balance and the rentable and public discs per format', async () => {
    serve({ 'dvdClub.summary': () => ok(summary({ credits: 5 })) });
    show();
    expect(await screen.findByText('Credit balance')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();

    const rent = screen.getByRole('region', { name: 'Available for Rent' });
    expect(within(rent).getByText('4 rentable')).toBeInTheDocument();
    expect(countOf(rent, 'DVD')).toBe('2');
    expect(countOf(rent, 'Blu-ray')).toBe('1');
    expect(countOf(rent, '4K UHD')).toBe('1');
    expect(within(rent).queryByText('VHS')).not.toBeInTheDocument();

    const shown = screen.getByRole('region', { name: 'Public Collection' });
    expect(within(shown).getByText('2 public')).toBeInTheDocument();
    expect(countOf(shown, 'Blu-ray')).toBe('0');
    expect(countOf(shown, 'VHS')).toBe('1');

    expect(screen.getByText(/7 movies in all \(1 private\) · 1 lent out · 0 borrowed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Collection' })).toHaveAttribute('href', '/dvd-club');
  });

  it('keeps Manage Collection when the counts cannot load', async () => {
    serve({ 'dvdClub.summary': () => fail('INTERNAL_SERVER_ERROR', 'Database offline') });
    show();
    expect(await screen.findByText("Couldn't load your collection.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Collection' })).toBeInTheDocument();
  });
});
