// Link previews for the pages shared links open (film pages, a member's Year in Rewind): the page's
// title, description and Open Graph / Twitter card tags, put in the web build's index.html head.

export const SITE_NAME = "Chuck's Video Store";

/** A tag of the head: [attribute, key, value], e.g. ['property', 'og:title', 'Heat (1995)']. */
export type MetaTag = [attribute: 'property' | 'name', key: string, value: string];

/**
 * index.html with `title` (and the store's name), `description` and the tags in its head, in place of
 * the store's own blurb; a canonical link when there is a URL. All text is HTML-escaped.
 */
export function withPageMeta(
  html: string,
  page: { title: string; description: string; url: string | null; tags: MetaTag[] },
): string {
  const tagsHtml = [
    ...(page.url ? [`<link rel="canonical" href="${escapeHtml(page.url)}" />`] : []),
    ...page.tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  // Replacer functions: a '$' in a title must not be read as a replacement pattern.
  return html
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () =>
        `<title>${escapeHtml(`${page.title} · ${SITE_NAME}`)}</title>\n    ` +
        `<meta name="description" content="${escapeHtml(page.description)}" />\n    ${tagsHtml}`,
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
