/** One row of the dashboard's list, as the loader sends it and the card shows it. */
export interface DashboardLink {
  id: number;
  code: string;
  shortUrl: string;
  phone: string;
  messageExcerpt: string | null;
  createdAt: string;
  createdLabel: string;
  clicks: number;
  removed: boolean;
}
