import { MESSAGE_MAX_LENGTH } from "#core/limits";
import { MAX_TEMPLATES_PER_WORKSPACE, TEMPLATE_NAME_MAX, type TemplateProblem } from "#core/message-template";

/** The Templates page (dashboard → Templates) and the template picker of the link forms. */
export const TEMPLATES_COPY = {
  title: "Message templates",
  navLabel: "Templates",
  metaDescription:
    "Saved messages your links start from, with the agent's name, department and source filled in.",
  intro:
    "Save the messages you use often. When you make or edit a link, pick one under “Start from a template” and change it as you like: the link keeps its own copy.",
  viewerNote: "Viewers can read the templates. Editors, admins and owners can add and change them.",
  addTitle: "Add a template",
  editTitle: "Edit “{name}”",
  nameLabel: "Template name",
  nameHint: "Only you and your team see it, for example “Order status”.",
  bodyLabel: "Message",
  addButton: "Save template",
  adding: "Saving…",
  saveButton: "Save changes",
  saving: "Saving…",
  cancelEdit: "Cancel",
  listTitle: "Your templates",
  count: `{count, number} of ${MAX_TEMPLATES_PER_WORKSPACE}`,
  emptyHeading: "No templates yet",
  emptyBody:
    "Add your first template: a message you send often, like “Hi, I'm asking about my order”. Your links can then start from it.",
  viewerEmpty: "Nobody has saved a template in this workspace yet.",
  edit: "Edit",
  editName: "Edit template {name}",
  delete: "Delete",
  deleteQuestion: "Delete this template? Links made from it keep their message.",
  deleteConfirm: "Delete template",
  deleteConfirmName: "Delete template {name}",
  deleting: "Deleting…",
  keep: "Keep it",
  saved: "Saved “{name}”.",
  deleted: "Deleted “{name}”. Links made from it keep their message.",
  gone: "That template was already deleted, or is in another workspace. The list below is up to date.",
  tooMany: `This workspace has ${MAX_TEMPLATES_PER_WORKSPACE} templates, the most it may have. Delete one you no longer use first.`,
  problems: {
    name_missing: "Give the template a name, for example “Order status”.",
    name_too_long: `Keep the name to ${TEMPLATE_NAME_MAX} characters.`,
    body_missing: "Write the message the chat should start with.",
    body_too_long: `The message is too long: keep it to ${MESSAGE_MAX_LENGTH.toLocaleString("en")} characters or fewer.`,
  } satisfies Record<TemplateProblem, string>,

  /** The link forms' picker. */
  pickerLabel: "Start from a template",
  pickerNone: "Choose a template…",
  pickerHint: "Fills the message below; you can still change it.",
  pickerEmpty: "No templates yet.",
  pickerManage: "Manage templates",
} as const;

/** The line under every message field, and the example values its preview fills in. */
export const MESSAGE_VARIABLES_COPY = {
  hint: "Variables: {agent} becomes the name of the agent who gets the chat, {department} their department, {ref} where the visitor came from (“qr” from your QR code, or ?ref=… on the link).",
  exampleCaption: "Message preview, with example values",
  exampleDepartment: "Sales",
  exampleRef: "qr",
  exampleAgent: "Ana",
} as const;
