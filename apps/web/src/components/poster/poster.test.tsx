import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Poster } from './poster.tsx';

describe('Poster', () => {
  it('shows the image with alt text', () => {
    render(<Poster src="/api/posters/1.svg" title="The Matrix" />);
    expect(screen.getByRole('img', { name: 'Poster for The Matrix' })).toHaveAttribute(
      'src',
      '/api/posters/1.svg',
    );
  });

  it("loads when scrolled near, except a page's main poster, which is fetched at once and first", () => {
    const { rerender } = render(<Poster src="/api/posters/1.svg" title="Alien" size="lg" />);
    const image = () => screen.getByRole('img', { name: 'Poster for Alien' });
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    rerender(<Poster src="/api/posters/1.svg" title="Alien" size="lg" priority />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('swaps to a placeholder when the image fails to load', () => {
    render(<Poster src="https://image.tmdb.org/t/p/w92/gone.jpg" title="Heat" />);
    fireEvent.error(screen.getByRole('img', { name: 'Poster for Heat' }));
    expect(screen.getByRole('img', { name: 'No poster for Heat' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Poster for Heat' })).not.toBeInTheDocument();
  });

  it('shows the placeholder when there is no image, and tries again for a new one', () => {
    const { rerender } = render(<Poster src={null} title="Alien" kind="person" size="xs" />);
    expect(screen.getByRole('img', { name: 'No photo of Alien' })).toBeInTheDocument();
    rerender(<Poster src="/a.jpg" title="Alien" kind="person" size="xs" />);
    expect(screen.getByRole('img', { name: 'Photo of Alien' })).toBeInTheDocument();
  });
});
