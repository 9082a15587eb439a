import { describe, expect, it } from 'vitest';
import { posterSvg } from './poster-svg.ts';

describe('posterSvg', () => {
  it('draws a 2:3 cover with the title and year', () => {
    const svg = posterSvg({ id: 603, title: 'The Matrix', year: 1999 });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 200 300"/);
    expect(svg).toContain('<title>The Matrix (1999)</title>');
    expect(svg).toContain('>The Matrix</tspan>');
    expect(svg).toContain('>1999</text>');
  });

  it('picks a stable colour from the id', () => {
    const hue = (svg: string) => /hsl\((\d+) 60% 28%\)/.exec(svg)?.[1];
    const a = posterSvg({ id: 1, title: 'A', year: null });
    expect(hue(a)).toBe(hue(posterSvg({ id: 1, title: 'B', year: 2000 })));
    expect(hue(a)).not.toBe(hue(posterSvg({ id: 2, title: 'A', year: null })));
  });

  it('escapes markup in titles', () => {
    const svg = posterSvg({ id: 5, title: '<script>alert("x")</script> & Co', year: null });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('wraps long titles onto at most four lines', () => {
    const svg = posterSvg({
      id: 9,
      title: 'Indiana Jones and the Kingdom of the Crystal Skull and Some More Words Besides',
      year: 2008,
    });
    const lines = svg.match(/<tspan /g) ?? [];
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(svg).toContain('…');
  });
});
