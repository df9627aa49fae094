/** The language of a server-rendered public page (issue 49): query, then cookie, then Accept-Language. */
import { describe, expect, it } from "vitest";
import { acceptedLanguage, cookieValue, pageLanguage } from "../src/ssr/language.ts";

describe("the language of a public page", () => {
  it("reads Chinese by script or region, and weighs the list", () => {
    expect(acceptedLanguage("zh-TW,zh;q=0.9,en;q=0.8")).toBe("zhtw");
    expect(acceptedLanguage("zh-Hant-HK")).toBe("zhtw");
    expect(acceptedLanguage("zh-CN")).toBe("zhcn");
    expect(acceptedLanguage("zh-Hans-SG")).toBe("zhcn");
    expect(acceptedLanguage("fr-FR,en;q=0.5,zh-TW;q=0.7")).toBe("zhtw");
    expect(acceptedLanguage("fr, de")).toBeUndefined();
    expect(acceptedLanguage("en;q=0, zh-CN;q=0.1")).toBe("zhcn");
    expect(acceptedLanguage(undefined)).toBeUndefined();
  });

  it("takes the address's language first, then the visitor's cookie, then the browser's", () => {
    expect(pageLanguage("en", { cookie: "lang=zhcn", "accept-language": "zh-TW" })).toEqual({
      lang: "en",
      fromQuery: true,
    });
    expect(pageLanguage("xx", { cookie: "a=1; lang=zhcn", "accept-language": "en" }).lang).toBe("zhcn");
    expect(pageLanguage(null, { cookie: "lang=nope", "accept-language": "en-GB" }).lang).toBe("en");
    expect(pageLanguage(null, {}).lang).toBe("zhtw");
    expect(cookieValue("x=1; lang = en ;y=2", "lang")).toBe("en");
  });
});
