/**
 * The shape every language must have: English's, with every leaf a string. A language missing a
 * key, or holding one English lacks, does not typecheck (and the key test says which).
 */
import type { ui } from "./en/ui.ts";

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type StringsOf<T> = Strings<T>;
export type UiStrings = Strings<typeof ui>;
