/** The dashboard's addresses for one link (analytics and QR pages are their own routes). */
export const LINK_PATHS = {
  list: "/dashboard",
  create: "/dashboard/links/new",
  edit: (id: number) => `/dashboard/links/${id}`,
  analytics: (id: number) => `/dashboard/links/${id}/analytics`,
  qr: (id: number) => `/dashboard/links/${id}/qr`,
} as const;
