import type { MovieDetails } from '@chuck/catalog';
import { describe, expect, it } from 'vitest';
import { withFilmMeta, withFilmPage } from './film-page.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Chuck's Video Store</title>
    <meta
      name="description"
      content="The store's own blurb."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

const film = (overrides: Partial<MovieDetails>): MovieDetails => ({
  id: 7,
  type: 'movie',
  title: 'Heat',
  poster_path: 'https://image.tmdb.org/t/p/w92/heat.jpg',
  release_date: '1995-12-15',
  vote_average: 7.9,
  overview: 'A cop and a thief.',
  director: 'Michael Mann',
  directors: [{ id: 1, name: 'Michael Mann' }],
  cast: [],
  runtime: 170,
  genres: [],
  vote_count: 1,
  wikipedia_url: null,
  ...overrides,
});

describe('film page tags', () => {
  it('puts the title, description, card and w500 poster in the head, replacing the store blurb', () => {
    const html = withFilmMeta(INDEX, film({}), 'https://chucks.example');
    expect(html).toContain('<title>Heat (1995) · Chuck&#39;s Video Store</title>');
    expect(html).toContain('<meta name="description" content="A cop and a thief." />');
    expect(html).not.toContain("The store's own blurb.");
    expect(html).toContain('<meta property="og:image" content="https://image.tmdb.org/t/p/w500/heat.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://chucks.example/movie/7" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes HTML and keeps $ patterns literal', () => {
    const html = withFilmMeta(
      INDEX,
      film({ title: `"$&" <script>alert(1)</script> $'`, overview: 'Tom & Jerry <b>' }),
      'https://chucks.example',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;$&amp;&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&#39; (1995)');
    expect(html).toContain('content="Tom &amp; Jerry &lt;b&gt;"');
  });

  it('leaves out the image for generated SVG covers and words a missing overview', () => {
    const html = withFilmMeta(
      INDEX,
      film({ poster_path: '/api/posters/7.svg', overview: '', release_date: null }),
      'https://chucks.example',
    );
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<title>Heat · Chuck&#39;s Video Store</title>');
    expect(html).toContain('content="Directed by Michael Mann. Find it at Chuck&#39;s Video Store."');
  });

  it('cuts long overviews to 200 characters', () => {
    const html = withFilmMeta(INDEX, film({ overview: 'word '.repeat(100) }), 'https://chucks.example');
    const description = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
  });
});

describe('film page render', () => {
  it("puts the rendered page in the root, inert, and the app's cache beside it as data", () => {
    const html = withFilmPage(INDEX, { html: '<main><h1>Heat</h1></main>', state: '{"queries":[]}' });
    expect(html).toContain('<div id="root" inert><main><h1>Heat</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="query-state">{"queries":[]}</script>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it("keeps a film's text from closing the data element or being read as a pattern", () => {
    const state = JSON.stringify({ title: "</script><script>alert(1)</script> $& $'" });
    const html = withFilmPage(INDEX, { html: '<h1>$&</h1>', state });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<h1>$&</h1>');
    const data = /<script type="application\/json" id="query-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? '')).toEqual({ title: "</script><script>alert(1)</script> $& $'" });
  });
});
