import type { PageName } from "#core/site-pages";
import type { Translated } from "../translated";
import type {
  ACCOUNT_LABELS as EN_ACCOUNT_LABELS,
  BUTTON_LABELS as EN_BUTTON_LABELS,
  FAQ_LABELS as EN_FAQ_LABELS,
  HOME_LABELS as EN_HOME_LABELS,
  HOW_IT_WORKS_HEADINGS as EN_HOW_IT_WORKS_HEADINGS,
  LEGAL_LABELS as EN_LEGAL_LABELS,
  SHELL_LABELS as EN_SHELL_LABELS,
  WIDGET_HEADINGS as EN_WIDGET_HEADINGS,
} from "../ui-labels";

/** Link text for each page in the header and footer. */
export const PAGE_LABELS: Record<PageName, string> = {
  home: "Beranda",
  features: "Fitur",
  "how-it-works": "Cara Kerja",
  faq: "FAQ",
  terms: "Ketentuan",
  privacy: "Privasi",
  widget: "Widget",
  "widget-embed": "Widget",
  "api-docs": "API",
  "404": "Link Tidak Ditemukan",
};

export const ACCOUNT_LABELS: Translated<typeof EN_ACCOUNT_LABELS> = {
  login: "Masuk",
  signUp: "Daftar Gratis",
  startFree: "Mulai Gratis Sekarang",
  createAccount: "Buat Akun Gratis",
  createOwnLink: "Buat Link Anda Sendiri",
  dashboard: "Dashboard",
  goToDashboard: "Buka dashboard Anda",
  logOut: "Keluar",
  settings: "Pengaturan",
};

export const BUTTON_LABELS: Translated<typeof EN_BUTTON_LABELS> = {
  goHome: "Kembali ke Beranda",
  exploreFeatures: "Lihat Semua Fitur",
  howItWorks: "Lihat Cara Kerjanya",
  copy: "Salin",
  copied: "Tersalin!",
  tryGenerator: "Coba Generatornya",
};

export const SHELL_LABELS: Translated<typeof EN_SHELL_LABELS> = {
  skipToContent: "Langsung ke konten",
  menu: "Menu",
  mainNav: "Utama",
  footerNav: "Footer",
  footerPagesHeading: "Halaman",
  footerAccountHeading: "Akun",
  copyFallbackHint:
    "Browser Anda memblokir penyalinan. Kodenya sudah terpilih: tekan Ctrl+C (atau ⌘C) untuk menyalinnya.",
};

export const LEGAL_LABELS: Translated<typeof EN_LEGAL_LABELS> = {
  lastUpdated: "Terakhir Diperbarui",
  termsHeading: "Ketentuan Layanan",
  privacyHeading: "Kebijakan Privasi",
  contents: "Daftar Isi",
};

export const FAQ_LABELS: Translated<typeof EN_FAQ_LABELS> = {
  registerButton: ACCOUNT_LABELS.createAccount,
  howItWorksButton: BUTTON_LABELS.howItWorks,
};

export const HOME_LABELS: Translated<typeof EN_HOME_LABELS> = {
  strip: "Yang Anda dapatkan",
};

/** Used when the how-it-works content leaves out its optional section headings. */
export const HOW_IT_WORKS_HEADINGS: Translated<typeof EN_HOW_IT_WORKS_HEADINGS> = {
  steps: "Cara kerja",
  useCases: "Contoh penggunaan",
  includedFeatures: "Fitur yang termasuk",
};

/** Used when the widget content leaves out its optional headings. */
export const WIDGET_HEADINGS: Translated<typeof EN_WIDGET_HEADINGS> = {
  preview: "Pratinjau langsung",
  embedCode: "Kode sematan",
  embedCodeNote: "Tempel kode ini di tempat generator ingin ditampilkan.",
  example: "Contoh HTML lengkap",
  exampleNote: "Satu halaman utuh yang sudah berisi widget.",
  steps: "Langkah pemasangan",
  features: "Fitur",
  faq: "Ada pertanyaan?",
};
