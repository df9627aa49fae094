/**
 * The 96 emoticons of chat and newsfeed text (spec §3): written as bracketed names, `[smile]`,
 * rendered as images. Each name maps to a Unicode code point of the Twemoji set (graphics by
 * Twitter, Inc and other contributors, CC-BY 4.0), shipped by the `@twemoji/svg` package.
 */
export const EMOTICONS = [
  ["smile", "1f604"],
  ["grin", "1f601"],
  ["joy", "1f602"],
  ["rofl", "1f923"],
  ["smiley", "1f603"],
  ["laugh", "1f606"],
  ["wink", "1f609"],
  ["blush", "1f60a"],
  ["yum", "1f60b"],
  ["cool", "1f60e"],
  ["heart_eyes", "1f60d"],
  ["kiss", "1f618"],
  ["kissing", "1f617"],
  ["relaxed", "263a"],
  ["hug", "1f917"],
  ["starstruck", "1f929"],
  ["thinking", "1f914"],
  ["neutral", "1f610"],
  ["expressionless", "1f611"],
  ["no_mouth", "1f636"],
  ["rolling_eyes", "1f644"],
  ["smirk", "1f60f"],
  ["persevere", "1f623"],
  ["disappointed_relieved", "1f625"],
  ["open_mouth", "1f62e"],
  ["zipper", "1f910"],
  ["hushed", "1f62f"],
  ["sleepy", "1f62a"],
  ["tired", "1f62b"],
  ["sleeping", "1f634"],
  ["relieved", "1f60c"],
  ["tongue", "1f61b"],
  ["tongue_wink", "1f61c"],
  ["tongue_closed", "1f61d"],
  ["drool", "1f924"],
  ["unamused", "1f612"],
  ["sweat", "1f613"],
  ["pensive", "1f614"],
  ["confused", "1f615"],
  ["upside_down", "1f643"],
  ["money", "1f911"],
  ["astonished", "1f632"],
  ["frown", "2639"],
  ["slight_frown", "1f641"],
  ["confounded", "1f616"],
  ["disappointed", "1f61e"],
  ["worried", "1f61f"],
  ["triumph", "1f624"],
  ["cry", "1f622"],
  ["sob", "1f62d"],
  ["frowning", "1f626"],
  ["anguished", "1f627"],
  ["fearful", "1f628"],
  ["weary", "1f629"],
  ["grimace", "1f62c"],
  ["cold_sweat", "1f630"],
  ["scream", "1f631"],
  ["flushed", "1f633"],
  ["dizzy", "1f635"],
  ["rage", "1f621"],
  ["angry", "1f620"],
  ["mask", "1f637"],
  ["sick", "1f912"],
  ["hurt", "1f915"],
  ["nauseated", "1f922"],
  ["sneeze", "1f927"],
  ["angel", "1f607"],
  ["cowboy", "1f920"],
  ["clown", "1f921"],
  ["liar", "1f925"],
  ["shush", "1f92b"],
  ["nerd", "1f913"],
  ["devil", "1f608"],
  ["ghost", "1f47b"],
  ["alien", "1f47d"],
  ["robot", "1f916"],
  ["poop", "1f4a9"],
  ["cat_smile", "1f63a"],
  ["cat_love", "1f63b"],
  ["monkey", "1f648"],
  ["heart", "2764"],
  ["broken_heart", "1f494"],
  ["two_hearts", "1f495"],
  ["sparkling_heart", "1f496"],
  ["kiss_mark", "1f48b"],
  ["rose", "1f339"],
  ["bouquet", "1f490"],
  ["gift", "1f381"],
  ["cake", "1f382"],
  ["coffee", "2615"],
  ["beer", "1f37a"],
  ["thumbsup", "1f44d"],
  ["ok", "1f44c"],
  ["clap", "1f44f"],
  ["pray", "1f64f"],
  ["wave", "1f44b"],
] as const satisfies readonly (readonly [string, string])[];

export type EmoticonName = (typeof EMOTICONS)[number][0];

const CODES: ReadonlyMap<string, string> = new Map(EMOTICONS);

/** The code point (hex, Twemoji file name) of a bracketed name, or undefined. */
export function emoticonCode(name: string): string | undefined {
  return CODES.get(name);
}

/** A piece of message text: plain text or an emoticon. */
export type TextPart = { text: string } | { emoticon: string; code: string };

/** Splits text into plain runs and the bracketed names of known emoticons (unknown ones stay text). */
export function splitEmoticons(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = "";
  for (const piece of text.split(/(\[[a-z_]+\])/)) {
    const code = piece.startsWith("[") ? CODES.get(piece.slice(1, -1)) : undefined;
    if (code) {
      if (plain) parts.push({ text: plain });
      plain = "";
      parts.push({ emoticon: piece.slice(1, -1), code });
    } else plain += piece;
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
