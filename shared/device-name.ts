/**
 * A session's browser and system in a few words ("Firefox", "Windows"), read from the User-Agent it
 * began with, so a person can tell their sessions apart. The order matters: Edge and Opera say
 * "Chrome" too, Chrome says "Safari", Android says "Linux", an iPad may say "Macintosh".
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrom(e|ium)\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export type Device = { browser: string | null; system: string | null };

export function deviceOf(userAgent: string | null | undefined): Device {
  const find = (list: Array<[RegExp, string]>) => (userAgent ? (list.find(([re]) => re.test(userAgent))?.[1] ?? null) : null);
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
