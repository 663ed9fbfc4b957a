import { describe, expect, it } from "vitest";
import {
  CLAIMS_STORAGE_KEY,
  forgetClaims,
  MAX_STORED_CLAIMS,
  parseClaims,
  readClaims,
  rememberClaim,
  withClaim,
} from "./claim-storage";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const claim = (n: number) => ({ code: `code${n}`, claimToken: `token${n}` });

describe("claim storage", () => {
  it("reads nothing from missing, broken or wrongly shaped storage", () => {
    expect(parseClaims(null)).toEqual([]);
    expect(parseClaims("{not json")).toEqual([]);
    expect(parseClaims('{"code":"a"}')).toEqual([]);
    expect(parseClaims('[{"code":"abcde","claimToken":"t"},{"code":1},null,"x"]')).toEqual([
      { code: "abcde", claimToken: "t" },
    ]);
  });

  it("keeps the newest 50, dropping the oldest", () => {
    let claims = [claim(0)];
    for (let i = 1; i <= MAX_STORED_CLAIMS; i++) claims = withClaim(claims, claim(i));
    expect(claims).toHaveLength(MAX_STORED_CLAIMS);
    expect(claims[0]).toEqual(claim(1));
    expect(claims.at(-1)).toEqual(claim(MAX_STORED_CLAIMS));
  });

  it("replaces a claim for the same code instead of keeping two", () => {
    expect(withClaim([claim(1)], { code: "code1", claimToken: "new" })).toEqual([
      { code: "code1", claimToken: "new" },
    ]);
  });

  it("remembers under chatlink:claims and forgets claimed codes, removing the key when empty", () => {
    const storage = memoryStorage();
    rememberClaim(storage, claim(1));
    rememberClaim(storage, claim(2));
    expect(JSON.parse(storage.items.get(CLAIMS_STORAGE_KEY) ?? "")).toEqual([claim(1), claim(2)]);
    forgetClaims(storage, ["code1"]);
    expect(readClaims(storage)).toEqual([claim(2)]);
    forgetClaims(storage, ["code2"]);
    expect(storage.items.has(CLAIMS_STORAGE_KEY)).toBe(false);
  });

  it("survives storage that throws or does not exist", () => {
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {},
    };
    expect(readClaims(throwing)).toEqual([]);
    expect(() => rememberClaim(throwing, claim(1))).not.toThrow();
    expect(readClaims(null)).toEqual([]);
    expect(() => rememberClaim(null, claim(1))).not.toThrow();
  });
});
