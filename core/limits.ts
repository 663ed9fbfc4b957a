/** Business constants from the docs/product.md, limits and the contracts. */
/** On the main host: its aliases share one namespace with every customer's (docs/decisions/0159). */
export const ALIAS_MIN_LENGTH = 5;
/** On a workspace's own verified domain, whose namespace is that shop's alone (`chat.shop.com/menu`). */
export const CUSTOM_DOMAIN_ALIAS_MIN_LENGTH = 3;
export const ALIAS_MAX_LENGTH = 50;
export const MESSAGE_MAX_LENGTH = 1000;
export const GENERATED_CODE_LENGTH = 7;
export const COPIED_INDICATOR_MS = 2000;
export const QR_REQUEST_SIZE = 300;
export const QR_MIN_SIZE = 64;
export const QR_MAX_SIZE = 2048;
/** A QR code (version 40, low correction) holds at most 2,953 bytes; refuse before the encoder does. */
export const QR_MAX_DATA_LENGTH = 2048;
export const MESSAGE_EDITOR_ROWS = 4;
/** An API key's name, as its owner typed it (bounded like every stored value). */
export const API_KEY_NAME_MAX_LENGTH = 100;
/** Live API keys one workspace may have: its limits are the workspace's, not each key's. */
export const MAX_API_KEYS_PER_WORKSPACE = 20;
/** A CSV file uploaded to the dashboard's import (~20,000 links); the operator's command takes any size. */
export const IMPORT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Pending invitations one workspace may have at once (docs/decisions/0135). */
export const MAX_PENDING_INVITATIONS = 50;
