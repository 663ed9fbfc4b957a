import { loadButtonConfig } from "../lib/chat-button/button-config.server";
import type { Route } from "./+types/api-button";

/** `GET /api/button/<code>`: the chat button's public configuration (button.js reads it from any site). */
export const loader = (args: Route.LoaderArgs) => loadButtonConfig(args);
