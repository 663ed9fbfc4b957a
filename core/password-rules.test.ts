import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules";

describe("password rules", () => {
  it("accept a long, uncommon password", () => {
    expect(passwordProblem("correct horse battery staple", "a@example.com")).toBeNull();
  });
  it("refuse short, email-like, common and one-character passwords, each with its reason", () => {
    expect(passwordProblem("short", "a@example.com")).toMatch(/at least 10/);
    expect(passwordProblem("Someone@Example.com", "someone@example.com")).toMatch(/email/);
    expect(passwordProblem("someonelong", "someonelong@example.com")).toMatch(/email/);
    expect(passwordProblem("Password123", "a@example.com")).toMatch(/too common/);
    expect(passwordProblem("aaaaaaaaaaaa", "a@example.com")).toMatch(/too easy/);
    expect(passwordProblem("x".repeat(201), "a@example.com")).toMatch(/at most/);
  });
});
