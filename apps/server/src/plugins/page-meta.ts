// Link previews for the pages shared links open (film pages, lists, a member's Year in Rewind): the
// page's title, description and Open Graph / Twitter card tags, put in the web build's index.html head.

export const SITE_NAME = "Chuck's Video Store";
const DESCRIPTION_LENGTH = 200;

/** What a shared page's link preview says: its Open Graph type, words, picture and canonical URL. */
export interface PageMeta {
  type: string;
  title: string;
  description: string;
  image: string | null;
  /** The picture's size and words, when known: a preview can lay out the card before fetching it. */
  imageDetails?: { width: number; height: number; alt: string };
  url: string | null;
}

type MetaTag = [attribute: 'property' | 'name', key: string, value: string];

/**
 * index.html with the page's title (and the store's name), description and card tags in its head,
 * in place of the store's own blurb; a canonical link when there is a URL. All text is HTML-escaped.
 */
export function withPageMeta(html: string, page: PageMeta): string {
  const { title, url, image, imageDetails } = page;
  const description = truncate(page.description, DESCRIPTION_LENGTH);
  const tags: MetaTag[] = [
    ['property', 'og:type', page.type],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ...(url ? ([['property', 'og:url', url]] as MetaTag[]) : []),
    ...(image ? ([['property', 'og:image', image]] as MetaTag[]) : []),
    ...(image && imageDetails
      ? ([
          ['property', 'og:image:width', String(imageDetails.width)],
          ['property', 'og:image:height', String(imageDetails.height)],
          ['property', 'og:image:alt', imageDetails.alt],
        ] as MetaTag[])
      : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ...(image ? ([['name', 'twitter:image', image]] as MetaTag[]) : []),
  ];
  const tagsHtml = [
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  // Replacer functions: a '$' in a title must not be read as a replacement pattern.
  return html
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () =>
        `<title>${escapeHtml(`${title} · ${SITE_NAME}`)}</title>\n    ` +
        `<meta name="description" content="${escapeHtml(description)}" />\n    ${tagsHtml}`,
    );
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Text for HTML and SVG (XML) alike. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
