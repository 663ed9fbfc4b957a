import { describe, expect, it } from "vitest";
import { webRef } from "./chat-button-ref";
import { isRefWord, REF_MAX } from "./team-link";

describe("webRef", () => {
  it("names the host page in a word the ref grammar accepts", () => {
    expect(webRef("/")).toBe("web:");
    expect(webRef("/pricing")).toBe("web:pricing");
    expect(webRef("/blog/my post/")).toBe("web:blog.my-post");
    expect(webRef("/café/ünïcode")).toBe("web:caf-.-n-code");
  });

  it("never exceeds 40 characters and always passes isRefWord", () => {
    for (const path of [
      "/",
      "/a",
      `/${"x".repeat(100)}`,
      "/%%%/&&&/",
      "/über/ñ/日本語/",
      `/${"/".repeat(60)}`,
    ]) {
      const ref = webRef(path);
      expect(ref.length).toBeLessThanOrEqual(REF_MAX);
      expect(isRefWord(ref), ref).toBe(true);
    }
  });
});
