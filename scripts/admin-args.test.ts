import { describe, expect, it } from "vitest";
import { readAdminArgs, readTransferArgs, USAGE } from "./admin-args";

describe("readAdminArgs", () => {
  it("reads a command, a code (a pasted /path too) and a reason in either spelling", () => {
    expect(readAdminArgs(["remove", "/shop-name", "--reason", "spam"])).toEqual({
      command: "remove",
      code: "shop-name",
      reason: "spam",
    });
    expect(readAdminArgs(["remove", "--reason=phishing page", "abc1234"])).toEqual({
      command: "remove",
      code: "abc1234",
      reason: "phishing page",
    });
    expect(readAdminArgs(["ban-account", "Someone@Example.com"])).toEqual({
      command: "ban-account",
      code: "Someone@Example.com",
      reason: null,
    });
  });

  it("answers with the usage, or the problem and the usage, instead of guessing", () => {
    expect(readAdminArgs([])).toBe(USAGE);
    expect(readAdminArgs(["frobnicate", "abc"])).toBe(`Unknown command "frobnicate".\n${USAGE}`);
    expect(readAdminArgs(["remove"])).toBe(`Missing <code>.\n${USAGE}`);
    expect(readAdminArgs(["unban-account", "/"])).toBe(`Missing <email>.\n${USAGE}`);
    expect(readAdminArgs(["remove", "abc", "def"])).toBe(`Unexpected argument "def".\n${USAGE}`);
    expect(readAdminArgs(["remove", "abc", "--force"])).toMatch(/Unknown option '--force'[\s\S]*Usage:/);
    expect(readAdminArgs(["remove", "abc", "--reason"])).toMatch(/--reason[\s\S]*Usage:/);
  });
});

describe("readTransferArgs", () => {
  it("reads import with its file and country (upper-cased), and export with its file", () => {
    expect(readTransferArgs(["import", "links.csv", "--country", "gb"])).toEqual({
      command: "import",
      file: "links.csv",
      country: "GB",
    });
    expect(readTransferArgs(["export", "out.csv"])).toEqual({ command: "export", file: "out.csv" });
    expect(readTransferArgs(["export", "out.csv", "--workspace", "ws_3f9a2c71d04b8e65"])).toEqual({
      command: "export",
      file: "out.csv",
      workspaceId: "ws_3f9a2c71d04b8e65",
    });
  });

  it("refuses a missing file, a bad country, --country on export and a --workspace that is no id", () => {
    expect(readTransferArgs(["import"])).toBe(`Missing <file.csv>.\n${USAGE}`);
    expect(readTransferArgs(["import", "a.csv", "--country", "Britain"])).toMatch(/two-letter/);
    expect(readTransferArgs(["export", "a.csv", "--country", "GB"])).toMatch(/for import only/);
    expect(readTransferArgs(["import", "a.csv", "--workspace", "7"])).toMatch(/workspace id such as ws_/);
    expect(readTransferArgs(["import", "a.csv", "b.csv"])).toBe(`Unexpected argument "b.csv".\n${USAGE}`);
  });
});
