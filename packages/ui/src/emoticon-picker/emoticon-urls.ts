/// <reference types="vite/client" />
/**
 * The Twemoji file of each of the 96 EMOTICONS codes, as static imports so Vite copies only these
 * (not the 3,700 files of @twemoji/svg) and gives each a hashed, cacheable URL. `no-inline` keeps
 * them out of the JavaScript chunk. Written from EMOTICONS in @site/contracts; the EmoticonPicker
 * stories check that both list the same codes.
 */

import e1f4a9 from "@twemoji/svg/1f4a9.svg?url&no-inline";
import e1f37a from "@twemoji/svg/1f37a.svg?url&no-inline";
import e1f44b from "@twemoji/svg/1f44b.svg?url&no-inline";
import e1f44c from "@twemoji/svg/1f44c.svg?url&no-inline";
import e1f44d from "@twemoji/svg/1f44d.svg?url&no-inline";
import e1f44f from "@twemoji/svg/1f44f.svg?url&no-inline";
import e1f47b from "@twemoji/svg/1f47b.svg?url&no-inline";
import e1f47d from "@twemoji/svg/1f47d.svg?url&no-inline";
import e1f48b from "@twemoji/svg/1f48b.svg?url&no-inline";
import e1f60a from "@twemoji/svg/1f60a.svg?url&no-inline";
import e1f60b from "@twemoji/svg/1f60b.svg?url&no-inline";
import e1f60c from "@twemoji/svg/1f60c.svg?url&no-inline";
import e1f60d from "@twemoji/svg/1f60d.svg?url&no-inline";
import e1f60e from "@twemoji/svg/1f60e.svg?url&no-inline";
import e1f60f from "@twemoji/svg/1f60f.svg?url&no-inline";
import e1f61b from "@twemoji/svg/1f61b.svg?url&no-inline";
import e1f61c from "@twemoji/svg/1f61c.svg?url&no-inline";
import e1f61d from "@twemoji/svg/1f61d.svg?url&no-inline";
import e1f61e from "@twemoji/svg/1f61e.svg?url&no-inline";
import e1f61f from "@twemoji/svg/1f61f.svg?url&no-inline";
import e1f62a from "@twemoji/svg/1f62a.svg?url&no-inline";
import e1f62b from "@twemoji/svg/1f62b.svg?url&no-inline";
import e1f62c from "@twemoji/svg/1f62c.svg?url&no-inline";
import e1f62d from "@twemoji/svg/1f62d.svg?url&no-inline";
import e1f62e from "@twemoji/svg/1f62e.svg?url&no-inline";
import e1f62f from "@twemoji/svg/1f62f.svg?url&no-inline";
import e1f63a from "@twemoji/svg/1f63a.svg?url&no-inline";
import e1f63b from "@twemoji/svg/1f63b.svg?url&no-inline";
import e1f64f from "@twemoji/svg/1f64f.svg?url&no-inline";
import e1f92b from "@twemoji/svg/1f92b.svg?url&no-inline";
import e1f339 from "@twemoji/svg/1f339.svg?url&no-inline";
import e1f381 from "@twemoji/svg/1f381.svg?url&no-inline";
import e1f382 from "@twemoji/svg/1f382.svg?url&no-inline";
import e1f490 from "@twemoji/svg/1f490.svg?url&no-inline";
import e1f494 from "@twemoji/svg/1f494.svg?url&no-inline";
import e1f495 from "@twemoji/svg/1f495.svg?url&no-inline";
import e1f496 from "@twemoji/svg/1f496.svg?url&no-inline";
import e1f601 from "@twemoji/svg/1f601.svg?url&no-inline";
import e1f602 from "@twemoji/svg/1f602.svg?url&no-inline";
import e1f603 from "@twemoji/svg/1f603.svg?url&no-inline";
import e1f604 from "@twemoji/svg/1f604.svg?url&no-inline";
import e1f606 from "@twemoji/svg/1f606.svg?url&no-inline";
import e1f607 from "@twemoji/svg/1f607.svg?url&no-inline";
import e1f608 from "@twemoji/svg/1f608.svg?url&no-inline";
import e1f609 from "@twemoji/svg/1f609.svg?url&no-inline";
import e1f610 from "@twemoji/svg/1f610.svg?url&no-inline";
import e1f611 from "@twemoji/svg/1f611.svg?url&no-inline";
import e1f612 from "@twemoji/svg/1f612.svg?url&no-inline";
import e1f613 from "@twemoji/svg/1f613.svg?url&no-inline";
import e1f614 from "@twemoji/svg/1f614.svg?url&no-inline";
import e1f615 from "@twemoji/svg/1f615.svg?url&no-inline";
import e1f616 from "@twemoji/svg/1f616.svg?url&no-inline";
import e1f617 from "@twemoji/svg/1f617.svg?url&no-inline";
import e1f618 from "@twemoji/svg/1f618.svg?url&no-inline";
import e1f620 from "@twemoji/svg/1f620.svg?url&no-inline";
import e1f621 from "@twemoji/svg/1f621.svg?url&no-inline";
import e1f622 from "@twemoji/svg/1f622.svg?url&no-inline";
import e1f623 from "@twemoji/svg/1f623.svg?url&no-inline";
import e1f624 from "@twemoji/svg/1f624.svg?url&no-inline";
import e1f625 from "@twemoji/svg/1f625.svg?url&no-inline";
import e1f626 from "@twemoji/svg/1f626.svg?url&no-inline";
import e1f627 from "@twemoji/svg/1f627.svg?url&no-inline";
import e1f628 from "@twemoji/svg/1f628.svg?url&no-inline";
import e1f629 from "@twemoji/svg/1f629.svg?url&no-inline";
import e1f630 from "@twemoji/svg/1f630.svg?url&no-inline";
import e1f631 from "@twemoji/svg/1f631.svg?url&no-inline";
import e1f632 from "@twemoji/svg/1f632.svg?url&no-inline";
import e1f633 from "@twemoji/svg/1f633.svg?url&no-inline";
import e1f634 from "@twemoji/svg/1f634.svg?url&no-inline";
import e1f635 from "@twemoji/svg/1f635.svg?url&no-inline";
import e1f636 from "@twemoji/svg/1f636.svg?url&no-inline";
import e1f637 from "@twemoji/svg/1f637.svg?url&no-inline";
import e1f641 from "@twemoji/svg/1f641.svg?url&no-inline";
import e1f643 from "@twemoji/svg/1f643.svg?url&no-inline";
import e1f644 from "@twemoji/svg/1f644.svg?url&no-inline";
import e1f648 from "@twemoji/svg/1f648.svg?url&no-inline";
import e1f910 from "@twemoji/svg/1f910.svg?url&no-inline";
import e1f911 from "@twemoji/svg/1f911.svg?url&no-inline";
import e1f912 from "@twemoji/svg/1f912.svg?url&no-inline";
import e1f913 from "@twemoji/svg/1f913.svg?url&no-inline";
import e1f914 from "@twemoji/svg/1f914.svg?url&no-inline";
import e1f915 from "@twemoji/svg/1f915.svg?url&no-inline";
import e1f916 from "@twemoji/svg/1f916.svg?url&no-inline";
import e1f917 from "@twemoji/svg/1f917.svg?url&no-inline";
import e1f920 from "@twemoji/svg/1f920.svg?url&no-inline";
import e1f921 from "@twemoji/svg/1f921.svg?url&no-inline";
import e1f922 from "@twemoji/svg/1f922.svg?url&no-inline";
import e1f923 from "@twemoji/svg/1f923.svg?url&no-inline";
import e1f924 from "@twemoji/svg/1f924.svg?url&no-inline";
import e1f925 from "@twemoji/svg/1f925.svg?url&no-inline";
import e1f927 from "@twemoji/svg/1f927.svg?url&no-inline";
import e1f929 from "@twemoji/svg/1f929.svg?url&no-inline";
import e263a from "@twemoji/svg/263a.svg?url&no-inline";
import e2615 from "@twemoji/svg/2615.svg?url&no-inline";
import e2639 from "@twemoji/svg/2639.svg?url&no-inline";
import e2764 from "@twemoji/svg/2764.svg?url&no-inline";

const URLS: Readonly<Record<string, string>> = {
  "1f604": e1f604,
  "1f601": e1f601,
  "1f602": e1f602,
  "1f923": e1f923,
  "1f603": e1f603,
  "1f606": e1f606,
  "1f609": e1f609,
  "1f60a": e1f60a,
  "1f60b": e1f60b,
  "1f60e": e1f60e,
  "1f60d": e1f60d,
  "1f618": e1f618,
  "1f617": e1f617,
  "263a": e263a,
  "1f917": e1f917,
  "1f929": e1f929,
  "1f914": e1f914,
  "1f610": e1f610,
  "1f611": e1f611,
  "1f636": e1f636,
  "1f644": e1f644,
  "1f60f": e1f60f,
  "1f623": e1f623,
  "1f625": e1f625,
  "1f62e": e1f62e,
  "1f910": e1f910,
  "1f62f": e1f62f,
  "1f62a": e1f62a,
  "1f62b": e1f62b,
  "1f634": e1f634,
  "1f60c": e1f60c,
  "1f61b": e1f61b,
  "1f61c": e1f61c,
  "1f61d": e1f61d,
  "1f924": e1f924,
  "1f612": e1f612,
  "1f613": e1f613,
  "1f614": e1f614,
  "1f615": e1f615,
  "1f643": e1f643,
  "1f911": e1f911,
  "1f632": e1f632,
  "2639": e2639,
  "1f641": e1f641,
  "1f616": e1f616,
  "1f61e": e1f61e,
  "1f61f": e1f61f,
  "1f624": e1f624,
  "1f622": e1f622,
  "1f62d": e1f62d,
  "1f626": e1f626,
  "1f627": e1f627,
  "1f628": e1f628,
  "1f629": e1f629,
  "1f62c": e1f62c,
  "1f630": e1f630,
  "1f631": e1f631,
  "1f633": e1f633,
  "1f635": e1f635,
  "1f621": e1f621,
  "1f620": e1f620,
  "1f637": e1f637,
  "1f912": e1f912,
  "1f915": e1f915,
  "1f922": e1f922,
  "1f927": e1f927,
  "1f607": e1f607,
  "1f920": e1f920,
  "1f921": e1f921,
  "1f925": e1f925,
  "1f92b": e1f92b,
  "1f913": e1f913,
  "1f608": e1f608,
  "1f47b": e1f47b,
  "1f47d": e1f47d,
  "1f916": e1f916,
  "1f4a9": e1f4a9,
  "1f63a": e1f63a,
  "1f63b": e1f63b,
  "1f648": e1f648,
  "2764": e2764,
  "1f494": e1f494,
  "1f495": e1f495,
  "1f496": e1f496,
  "1f48b": e1f48b,
  "1f339": e1f339,
  "1f490": e1f490,
  "1f381": e1f381,
  "1f382": e1f382,
  "2615": e2615,
  "1f37a": e1f37a,
  "1f44d": e1f44d,
  "1f44c": e1f44c,
  "1f44f": e1f44f,
  "1f64f": e1f64f,
  "1f44b": e1f44b,
};

/** The URL of the Twemoji SVG of a code point (hex, as in EMOTICONS); "" for a code not in the set. */
export function emoticonUrl(code: string): string {
  return URLS[code] ?? "";
}

/** The codes with a picture, for the stories to compare with EMOTICONS. */
export const EMOTICON_URL_CODES: readonly string[] = Object.keys(URLS);
