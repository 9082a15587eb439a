import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/fixtures.ts';
import { renderApp, wholeAppRenders } from '../../../test/render-app.tsx';
import { diaryEntry, fakeDiaryServer } from '../diary/fake-diary.ts';

wholeAppRenders(() => import('./rewind-share-dialog.tsx'));

/**
 * jsdom has no canvas: a 2D context that paints nothing but keeps every text it is asked to draw,
 * with the pixel buffer the vintage filters read and write.
 */
function recordingContext(texts: string[]) {
  const gradient = { addColorStop: () => undefined };
  const target: Record<string, unknown> = {
    fillText: (text: string) => texts.push(text),
    measureText: (text: string) => ({ width: text.length * 8 }),
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4),
    }),
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
  };
  return new Proxy(target, {
    get: (t, key: string) => (key in t ? t[key] : () => undefined),
    set: () => true,
  }) as unknown as CanvasRenderingContext2D;
}

describe("'Share my Rewind' (docs/product.md §2 Year in Rewind)", () => {
  let texts: string[];
  beforeEach(() => {
    texts = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => recordingContext(texts) as never,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:recap');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the year on a 1200x630 VHS card, downloads it and copies the post with the link to the Rewind', async () => {
    fakeDiaryServer([diaryEntry(1, '2024-03-02')]);
    const { user } = renderApp('/rewind/2024');
    await user.click(await screen.findByRole('button', { name: 'Share my Rewind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your 2024 in Rewind' });

    const card = within(dialog).getByRole('img', {
      name: 'Recap card preview: your 2024 in Rewind, VHS filter',
    });
    expect(card).toHaveAttribute('width', '1200');
    expect(card).toHaveAttribute('height', '630');
    await waitFor(() => expect(card).toHaveAttribute('data-rendered', 'vhs'));
    // The year, films and hours, the top genre and director, and the best-rated film's sleeve.
    for (const text of ['2024', '12', 'FILMS', '27', 'HOURS', 'Horror', 'John Carpenter', 'THE THING'])
      expect(texts).toContain(text);
    expect(texts).toContain('PLAY ▶'); // the VHS filter's on-screen text

    await user.click(within(dialog).getByRole('radio', { name: 'Neon' }));
    await waitFor(() => expect(card).toHaveAttribute('data-rendered', 'neon'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Download PNG' }));
    expect(await screen.findByText('Saved as chucks-rewind-2024-neon.png.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy Text' }));
    expect(await screen.findByText('Text Copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      'My 2024 in Rewind: 12 films and 27 hours on tape. Top genre: Horror. Top director: John Carpenter. ' +
        `#ChucksVideoStore #BeKindRewind\n${window.location.origin}/members/${member.id}/rewind/2024`,
    );
  });

  it('is offered only for a year with something on tape', async () => {
    fakeDiaryServer([diaryEntry(1, '2024-03-02')]);
    renderApp('/rewind/2023');
    expect(await screen.findByText('Nothing on tape for 2023')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share my Rewind' })).toBeNull();
  });
});
