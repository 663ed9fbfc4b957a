/** A workspace's id: `ws_` and 16 hex digits (docs/decisions/0130). */
export const WORKSPACE_ID_PATTERN = /^ws_[0-9a-f]{16}$/;

export const WORKSPACE_ID_HINT = "--workspace takes a workspace id such as ws_3f9a2c71d04b8e65.";
