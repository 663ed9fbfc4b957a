import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFlag, formText } from "./form-fields";

describe("form fields", () => {
  const schema = z.object({ email: formText(10), remember: formFlag });

  it("reads missing fields and files as empty text and cuts long text at its bound", () => {
    expect(schema.parse({})).toEqual({ email: "", remember: false });
    expect(schema.parse({ email: new Blob(["x"]) })).toEqual({ email: "", remember: false });
    expect(schema.parse({ email: "a".repeat(5_000_000), remember: "on" })).toEqual({
      email: "a".repeat(10),
      remember: true,
    });
  });
});
