import { describeGenerator } from "./generator-viewport";

// The generator at 1280 px (generator-viewport.ts).
describeGenerator("desktop");
