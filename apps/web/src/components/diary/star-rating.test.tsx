import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

function Harness({ start = null }: { start?: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return <StarRating label="Your rating" value={value} onChange={setValue} />;
}

describe('StarRating (docs/product.md §2 Diary)', () => {
  it('moves half a star per arrow key and reads out the stars', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Your rating' });
    expect(slider).toHaveAttribute('aria-valuetext', 'No rating');

    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '1.5');
    expect(slider).toHaveAttribute('aria-valuetext', '1.5 stars');

    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', '1 star');
  });

  it('stops at 5 and at none; End gives 5, Home and Delete clear it', async () => {
    const user = userEvent.setup();
    render(<Harness start={4.5} />);
    const slider = screen.getByRole('slider', { name: 'Your rating' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', 'No rating');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Delete}');
    expect(slider).toHaveAttribute('aria-valuetext', 'No rating');
  });
});
