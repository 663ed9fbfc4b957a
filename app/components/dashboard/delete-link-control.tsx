import { useFormat } from "../../lib/i18n/use-copy";
import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { ConfirmDelete } from "./confirm-delete";

/** A link's Delete in the list: the shared confirm step, sized like the row's other controls. */
export function DeleteLinkControl({ id, code }: { id: number; code: string }) {
  const { links: copy } = useDashboardCopy();
  const format = useFormat();
  return (
    <ConfirmDelete
      fields={{ id: String(id) }}
      label={copy.delete}
      nameSuffix={format(copy.forLink, { code })}
      question={copy.deleteQuestion}
      confirmLabel={copy.deleteConfirm}
      confirmName={`${copy.deleteConfirm}${format(copy.forLink, { code })}`}
      pendingLabel={copy.deleting}
      keepLabel={copy.deleteCancel}
      summaryClassName="flex min-h-9 cursor-pointer list-none items-center justify-center rounded-md border border-line px-2.5 text-sm font-semibold text-red-700 hover:border-red-700 dark:text-red-300 dark:hover:border-red-300 [&::-webkit-details-marker]:hidden"
    />
  );
}
