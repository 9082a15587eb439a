import { describe, expect, it } from 'vitest';
import { FORMER_MEMBER } from '../shared/former-member.ts';
import { nameOf, publicName } from './display-name.ts';

const member = { id: 'abcdefghij234567', displayName: null, firstName: null, lastName: null };

describe('publicName (docs/product.md §3 Public name)', () => {
  it('is the display name the member chose', () => {
    expect(publicName({ ...member, displayName: '  Reel Ana ', firstName: 'Ana', lastName: 'Pereira' })).toBe(
      'Reel Ana',
    );
  });
  it('else the first name and last initial', () => {
    expect(publicName({ ...member, displayName: ' ', firstName: ' Ana ', lastName: 'pereira' })).toBe(
      'Ana P.',
    );
    expect(publicName({ ...member, firstName: 'Ana', lastName: null })).toBe('Ana');
  });
  it("else 'Member' and the start of the id; never the email", () => {
    expect(publicName({ ...member, lastName: 'Pereira' })).toBe('Member abcdef');
    expect(publicName({ ...member, email: 'wsa-cno6o4b@example.com' } as typeof member)).toBe(
      'Member abcdef',
    );
  });
  it("is 'a former member' once the member deleted their account, whatever the row still holds", () => {
    expect(publicName({ ...member, displayName: 'Reel Ana', deletedAt: new Date() })).toBe(FORMER_MEMBER);
    expect(
      nameOf(
        {
          ownerId: 'x1',
          ownerFirstName: null,
          ownerLastName: null,
          ownerDisplayName: null,
          ownerDeletedAt: new Date(),
        },
        'owner',
      ),
    ).toBe('a former member');
  });
  it('reads the columns of a prefixed row', () => {
    expect(
      nameOf({ ownerId: 'x1', ownerFirstName: 'Bo', ownerLastName: 'Lee', ownerDisplayName: null }, 'owner'),
    ).toBe('Bo L.');
  });
});
