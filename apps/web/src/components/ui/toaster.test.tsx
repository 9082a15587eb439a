import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, MAX_WAITING, TOAST_DURATION_MS, toast } from '../../lib/toast.ts';
import { Toaster } from './toaster.tsx';

describe('toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a title and description from outside React', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Preferences Saved!', description: 'Chuck is analysing your taste.' });
    });
    const item = screen.getByText('Preferences Saved!').closest('li');
    expect(item).toHaveAttribute('data-variant', 'default');
    expect(screen.getByText('Chuck is analysing your taste.')).toBeInTheDocument();
  });

  it('keeps one toast visible at a time: the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Added to Watchlist!' });
      toast({ title: 'Error', description: 'Failed to add to watchlist', variant: 'destructive' });
    });
    expect(screen.queryByText('Added to Watchlist!')).not.toBeInTheDocument();
    expect(screen.getByText('Error').closest('li')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('lets a toast that waits its turn show only after the open one closes', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Marked Returned' });
      toast({ title: 'New Connection', waitTurn: true });
    });
    expect(screen.getByText('Marked Returned')).toBeInTheDocument();
    expect(screen.queryByText('New Connection')).not.toBeInTheDocument();
    // It takes the place at once: never a moment with none open while one waits.
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 50));
    expect(screen.queryByText('Marked Returned')).not.toBeInTheDocument();
    expect(screen.getByText('New Connection')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a waiting toast at once when nothing is open, and keeps only the newest few waiting', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    const titles = ['First', 'Dropped 1', 'Dropped 2', 'Kept 1', 'Kept 2', 'Kept 3'];
    expect(titles.length - 1 - 2).toBe(MAX_WAITING);
    act(() => {
      for (const title of titles) toast({ title, waitTurn: true });
    });
    const shown: string[] = [];
    for (let turn = 0; turn < titles.length; turn++) {
      shown.push(...titles.filter((title) => screen.queryByText(title)));
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1000));
    }
    expect(shown).toEqual(['First', 'Kept 1', 'Kept 2', 'Kept 3']);
  });

  it('closes itself after the default 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Got it!' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Got it!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Got it!')).not.toBeInTheDocument();
  });

  it('closes from its dismiss button and from dismissToast', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Text Copied!' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await vi.waitFor(() => expect(screen.queryByText('Text Copied!')).not.toBeInTheDocument());

    act(() => {
      toast({ title: 'Image Downloaded!' });
    });
    act(() => dismissToast());
    await vi.waitFor(() => expect(screen.queryByText('Image Downloaded!')).not.toBeInTheDocument());
  });

  it('moves focus to the notification region on F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Thanks for the feedback!' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});
