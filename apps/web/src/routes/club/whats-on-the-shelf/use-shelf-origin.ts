import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Town } from '../../../components/places/town-picker.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { readSessionItem, writeSessionItem } from '../../../lib/storage.ts';
import { useTRPC } from '../../../lib/trpc.ts';

const SESSION_TOWN_KEY = 'chuck.shelf-town';

function storedTown(): Town | null {
  try {
    const town = JSON.parse(readSessionItem(SESSION_TOWN_KEY) ?? 'null') as Town | null;
    return town && typeof town.id === 'number' ? town : null;
  } catch {
    return null;
  }
}

export interface ShelfOrigin {
  /** The town the shelf measures from, or null when there is none yet. */
  town: Town | null;
  /** The member's own town from their profile (near=me), rather than one picked here. */
  own: boolean;
  /** What the shelf sends as `near`. */
  near: 'me' | number | undefined;
  /** A town picked for this visit (a visitor's, or a member's who has none saved). */
  pick: (town: Town | null) => void;
}

/**
 * docs/product.md §3 'Discs near you': a member measures from the town in their profile; a visitor
 * (or a member without one) picks a town kept for the session only.
 */
export function useShelfOrigin(): ShelfOrigin {
  const trpc = useTRPC();
  const { isAuthenticated } = useCurrentUser();
  const profile = useQuery({ ...trpc.socialProfile.get.queryOptions(), enabled: isAuthenticated });
  const [picked, setPicked] = useState(storedTown);
  const pick = (town: Town | null) => {
    writeSessionItem(SESSION_TOWN_KEY, town ? JSON.stringify(town) : null);
    setPicked(town);
  };
  const ownTown = isAuthenticated ? profile.data?.town : null;
  if (ownTown) return { town: ownTown, own: true, near: 'me', pick };
  return { town: picked, own: false, near: picked?.id, pick };
}
