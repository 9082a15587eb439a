/** A browser and device people recognise, from a User-Agent header (docs/product.md §2 'Profile: Account'). */
export function describeUserAgent(userAgent: string | null): { browser: string; device: string } {
  const ua = userAgent ?? '';
  return { browser: browserOf(ua), device: deviceOf(ua) };
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

function browserOf(ua: string): string {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      const version = match.slice(1).find(Boolean);
      return version ? `${name} ${version}` : name;
    }
  }
  if (/curl|wget|httpie|node|python|go-http|okhttp/i.test(ua)) return 'A program';
  return 'Unknown browser';
}

const DEVICES: Array<[RegExp, string]> = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android.*Mobile/, 'Android phone'],
  [/Android/, 'Android tablet'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

function deviceOf(ua: string): string {
  return DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown device';
}
