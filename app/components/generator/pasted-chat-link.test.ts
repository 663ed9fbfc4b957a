import { describe, expect, it } from "vitest";
import { chatLinkInPhoneField } from "./pasted-chat-link";

describe("chatLinkInPhoneField", () => {
  it("reads a link pasted alone or after the untouched prefill", () => {
    expect(chatLinkInPhoneField("https://wa.me/447911123456?text=Hi", null)).toEqual({
      phone: "+447911123456",
      message: "Hi",
    });
    expect(chatLinkInPhoneField("+44 wa.me/5511987654321", "+44 ")).toEqual({ phone: "+5511987654321" });
    // A national form stays national, for the chosen country to read.
    expect(chatLinkInPhoneField("wa.me/07911123456", null)).toEqual({ phone: "07911123456" });
  });
  it("leaves numbers and other text to the number reader", () => {
    expect(chatLinkInPhoneField("+44 7911 123456", "+44 ")).toBeNull();
    expect(chatLinkInPhoneField("https://chat.whatsapp.com/AbCdEf", null)).toBeNull();
    expect(chatLinkInPhoneField("+44 wa.me/447911123456", null)).toBeNull();
  });
});
