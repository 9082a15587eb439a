import { FORMER_MEMBER } from '@chuck/api/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberLink } from './member-link.tsx';

describe('MemberLink (docs/product.md §2 Member page)', () => {
  it("links a member's name to their page", () => {
    render(<MemberLink memberId="m-1" name="Ana P." />);
    expect(screen.getByRole('link', { name: 'Ana P.' })).toHaveAttribute('href', '/members/m-1');
  });

  it('leaves a member who has left as plain text: their page is gone', () => {
    render(<MemberLink memberId="m-2" name={FORMER_MEMBER} />);
    expect(screen.getByText(FORMER_MEMBER)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
