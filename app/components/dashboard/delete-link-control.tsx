import { ConfirmDelete } from "./confirm-delete";
import { DASHBOARD_COPY } from "./dashboard-copy";

/** A link's Delete in the list: the shared confirm step, sized like the row's other controls. */
export function DeleteLinkControl({ id, code }: { id: number; code: string }) {
  return (
    <ConfirmDelete
      fields={{ id: String(id) }}
      label={DASHBOARD_COPY.delete}
      nameSuffix={DASHBOARD_COPY.forLink(code)}
      question={DASHBOARD_COPY.deleteQuestion}
      confirmLabel={DASHBOARD_COPY.deleteConfirm}
      confirmName={`${DASHBOARD_COPY.deleteConfirm}${DASHBOARD_COPY.forLink(code)}`}
      pendingLabel={DASHBOARD_COPY.deleting}
      keepLabel={DASHBOARD_COPY.deleteCancel}
      summaryClassName="flex min-h-9 cursor-pointer list-none items-center justify-center rounded-md border border-line px-2.5 text-sm font-semibold text-red-700 hover:border-red-700 dark:text-red-300 dark:hover:border-red-300 [&::-webkit-details-marker]:hidden"
    />
  );
}
