import { randomInt } from "node:crypto";
import { GENERATED_CODE_LENGTH } from "#core/limits";
import { isReservedWord } from "#core/reserved-words";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 7 characters from a cryptographic source (36^7 ≈ 78 billion codes), never a reserved word. */
export function generateCode(): string {
  for (;;) {
    let code = "";
    for (let i = 0; i < GENERATED_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    if (!isReservedWord(code)) return code;
  }
}
