import { defineApiSuite } from "./support/api-suite";

defineApiSuite("pglite");
