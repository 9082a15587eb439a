import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/toaster.tsx';
import { ShareButton } from './share-button.tsx';
import { shareText } from './share-text.ts';

const movie = {
  title: 'The Matrix',
  year: 1999,
  posterUrl: null,
  description: 'A hacker learns the world is a simulation and joins the fight against the machines.',
  movieId: 603,
};

function renderButton() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <ShareButton movie={movie} template="recommendation" compact />
      <Toaster />
    </>,
  );
  return user;
}

async function openDialog() {
  const user = renderButton();
  await user.click(screen.getByRole('button', { name: 'Share The Matrix' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share The Matrix' });
  return { user, dialog };
}

describe('ShareButton', () => {
  beforeEach(() => {
    // jsdom has no canvas: the preview stays 'developing', everything else works.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the Share dialog with the four templates, six filters and the targets', async () => {
    const { dialog } = await openDialog();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Recommendation',
      'Now Watching',
      'Review',
      'Collection',
      'Sepia',
      'Film Grain',
      'VHS',
      'Retro Warm',
      'Cinema',
      'Neon',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Recommendation' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'VHS' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: /Share card preview: The Matrix/ })).toHaveAttribute(
      'width',
      '1200',
    );
    for (const name of ['Twitter', 'Facebook'])
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Instagram', 'Copy Text', 'Download PNG']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    // Image targets wait for the card to be drawn.
    expect(within(dialog).getByRole('button', { name: 'Download PNG' })).toBeDisabled();
  });

  it('switches the post text and the Twitter intent with the template', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Review' }));
    const review = shareText(movie, 'review');
    expect(within(dialog).getByTestId('share-text')).toHaveTextContent(review);
    const href = within(dialog).getByRole('link', { name: 'Twitter' }).getAttribute('href') ?? '';
    const intent = new URL(href);
    expect(intent.searchParams.get('text')).toBe(review);
    expect(intent.searchParams.get('url')).toBe(`${window.location.origin}/movie/603`);
    expect(within(dialog).getByRole('link', { name: 'Twitter' })).toHaveAttribute('target', '_blank');
  });

  it("copies the text with 'Text Copied!', or says 'Copy Failed'", async () => {
    const { user, dialog } = await openDialog();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy Text' }));
    expect(await screen.findByText('Text Copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `${shareText(movie, 'recommendation')}\n${window.location.origin}/movie/603`,
    );

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy Text' }));
    await waitFor(() => expect(screen.getByText('Copy Failed')).toBeInTheDocument());
  });
});
