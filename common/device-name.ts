/**
 * A browser's user-agent string as a person says it: "Chrome trên Windows", "Safari trên iPhone". Pure and small:
 * the account page lists sessions with it. Order matters: Edge, Opera and Cốc Cốc also say "Chrome", Chrome also
 * says "Safari".
 */
const BROWSERS: Array<[pattern: RegExp, name: string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bcoc_coc_browser\//i, "Cốc Cốc"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bZalo\b/i, "Zalo"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const SYSTEMS: Array<[pattern: RegExp, name: string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return "Trình duyệt không rõ";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} trên ${system}`;
  if (browser) return browser;
  if (system) return `Trình duyệt trên ${system}`;
  return "Trình duyệt không rõ";
}
