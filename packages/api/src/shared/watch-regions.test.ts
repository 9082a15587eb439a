import { describe, expect, it } from 'vitest';
import { justWatchSearchUrl, regionFromAcceptLanguage } from './watch-regions.ts';

describe("a visitor's watch region from Accept-Language", () => {
  it.each([
    ['en-GB,en;q=0.9', 'GB'],
    ['de-DE,de;q=0.9,en-US;q=0.8', 'DE'],
    // The browser's order of preference wins, whatever order the header lists them in.
    ['en;q=0.5, fr-CA;q=0.9', 'CA'],
    // A country we do not list: the next language's country, then a language's home.
    ['es-ZZ,es;q=0.9', 'ES'],
    ['ja', 'JP'],
    ['zh-Hans-CN', 'US'],
    ['sr-Latn-RS,en-AU;q=0.4', 'AU'],
    ['*', 'US'],
    ['', 'US'],
    [undefined, 'US'],
    ['en-GB;q=0', 'US'],
  ])('%s → %s', (header, region) => {
    expect(regionFromAcceptLanguage(header)).toBe(region);
  });
});

describe('the JustWatch search link', () => {
  it("searches the title in the region's JustWatch (uk for Britain)", () => {
    expect(justWatchSearchUrl('Alien', 'US')).toBe('https://www.justwatch.com/us/search?q=Alien');
    expect(justWatchSearchUrl('Amélie & Co', 'GB')).toBe(
      'https://www.justwatch.com/uk/search?q=Am%C3%A9lie%20%26%20Co',
    );
  });
});
