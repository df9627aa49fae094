import type { Variant } from "../../lib/device.ts";

/** Where the visitor links of each variant lead. */
export function visitorLinks(variant: Variant) {
  return variant === "w"
    ? {
        login: "/w/login",
        register: "/w/regist",
        forgot: "/w/forgot-password",
        terms: "/w/info/terms-of-use",
        blog: "/w/blog",
      }
    : {
        login: "/m/login",
        register: "/m/Register",
        forgot: "/m/Forgotpassword",
        terms: "/m/agreement",
        blog: "/m/blog",
      };
}
