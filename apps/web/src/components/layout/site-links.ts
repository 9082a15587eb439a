/** Chuck's contact address (docs/product.md §2: the contact mail link). */
export const CONTACT_EMAIL = 'chuck@chucksvideo.store';
export const CONTACT_HREF = `mailto:${CONTACT_EMAIL}`;

export interface SiteLink {
  href: string;
  label: string;
}

/** The store's aisles: the header's nav and the menu on small screens. */
export const AISLE_LINKS: SiteLink[] = [
  { href: '/', label: 'Home' },
  { href: '/whats-on-the-shelf', label: "What's On The Shelf" },
  { href: '/dvd-club', label: 'DVD Club' },
  { href: '/connections', label: 'Connections' },
];

/** The footer's quick links: the aisles plus the rest of the store. */
export const QUICK_LINKS: SiteLink[] = [
  ...AISLE_LINKS,
  { href: '/profile', label: 'Profile' },
  { href: '/diary', label: 'Diary' },
  { href: '/social-share-demo', label: 'Social Share Demo' },
  { href: '/donate', label: 'Donate' },
];
