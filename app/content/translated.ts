import type { IconName } from "./types";

/**
 * The shape of an English copy object for another language's catalogue: every English string
 * literal widened to `string` (icon names stay), arrays and nesting kept, so a missing or extra
 * key is a type error in `npm test`'s typecheck.
 */
export type Translated<T> = T extends IconName
  ? T
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T;
