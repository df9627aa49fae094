/**
 * The hash links of the old client keep working (spec §2): `/#/invitation/{code}` and
 * `/#/m/home/upgrade/index`, and any `/#/...`. Answers the path to go to, or undefined.
 */
export function legacyTarget(hash: string): string | undefined {
  if (!hash.startsWith("#/")) return undefined;
  const path = hash.slice(1);
  const invitation = path.match(/^\/invitation\/([^/?#]+)/);
  if (invitation?.[1]) return `/regist/${invitation[1]}`;
  return path;
}
