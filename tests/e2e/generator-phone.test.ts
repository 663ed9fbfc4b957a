import { describeGenerator } from "./generator-viewport";

// The generator at 390 px (generator-viewport.ts).
describeGenerator("phone");
