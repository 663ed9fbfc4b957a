import type { DASHBOARD as EN_DASHBOARD } from "../dashboard";
import type { Translated } from "../translated";

/** The dashboard's link pages in Indonesian ("link pendek", "URL pendek", "ruang kerja" as on the site; plural only `other`). */
export const DASHBOARD: Translated<typeof EN_DASHBOARD> = {
  listTitle: "Link Anda",
  sharedListTitle: "{workspace}: link",
  roleLine:
    "Ruang kerja bersama · peran Anda: {role, select, owner {pemilik} admin {admin} editor {editor} viewer {pelihat} other {anggota}}",
  members: "Anggota",
  viewerOnly:
    "Pelihat dapat melihat link dan statistiknya, tetapi tidak dapat mengubahnya. Minta peran editor kepada pemilik atau admin.",
  viewerEmptyBody:
    "Belum ada yang membuat link di ruang kerja ini. Editor, admin, dan pemilik dapat membuatnya.",
  newLink: "Link baru",
  importExport: "Impor atau ekspor",
  searchLabel: "Cari link",
  searchPlaceholder: "Kode, alias, nomor, atau pesan",
  searchButton: "Cari",
  clearSearch: "Hapus pencarian",
  linkCount: "{count, plural, other {# link}}",
  matchCount: "{count, plural, other {# link cocok}} dengan “{search}”",
  emptyHeading: "Belum ada link",
  emptyBody:
    "Buat link pendek WhatsApp pertama Anda: cukup nomor, pesan (opsional), dan link milik Anda sendiri.",
  emptyAction: "Buat link pertama Anda",
  noMatchHeading: "Tidak ada link yang cocok dengan pencarian Anda",
  noMatchBody: "Coba sebagian kode, beberapa digit nomor, atau satu kata dari pesannya.",

  shortUrl: "Link pendek",
  destination: "Membuka chat dengan",
  noMessage: "Tanpa pesan",
  created: "Dibuat",
  clicks: "Klik",
  removed: "Diturunkan",
  removedHint:
    "Link ini diturunkan karena melanggar ketentuan dan kini menampilkan halaman Link Tidak Ditemukan.",
  copy: "Salin",
  copied: "Tersalin!",
  actionsName: "Tindakan untuk {code}",
  edit: "Edit",
  analytics: "Statistik",
  qr: "Kode QR",
  chatButton: "Tombol chat",
  chatButtonUnavailable: "Halaman tombol chat tidak tersedia",
  delete: "Hapus",
  deleteQuestion: "Hapus link ini? URL pendeknya akan berhenti berfungsi dan jumlah kliknya ikut terhapus.",
  deleteConfirm: "Hapus link",
  deleting: "Menghapus...",
  deleteCancel: "Jangan hapus",
  alreadyGone: "Link itu sudah dihapus, atau tidak ada di ruang kerja ini. Daftar di bawah sudah diperbarui.",
  deleted: "{code} sudah dihapus. URL pendeknya kini menampilkan halaman Link Tidak Ditemukan.",
  forLink: " {code}",

  numberMark: "Nomor ini tidak bisa menerima pesan WhatsApp.",
  numberMarkSuggestion: "Nomor ini tidak bisa menerima pesan WhatsApp: maksud Anda {suggestion}?",
  numberReasons: {
    not_digits: "Nomor ini tidak ditulis dengan angka.",
    too_long:
      "Nomor ini panjangnya {length, number} karakter; tidak ada nomor telepon yang lebih dari 15 digit.",
    trunk_prefix:
      "{dropped} setelah +{callingCode} hanya dipakai untuk panggilan di dalam negeri; WhatsApp memerlukan nomor tanpa angka itu.",
    national_form:
      "Begini cara nomor ini ditelepon dari dalam negeri (+{callingCode}); WhatsApp memerlukannya seperti ditelepon dari luar negeri.",
    international_prefix:
      "{prefix} adalah awalan panggilan internasional, bukan bagian dari nomor: WhatsApp memerlukan kode negara di depan.",
    country_code_twice: "Kode negara +{callingCode} ditulis dua kali.",
  },
  numberFix: "Gunakan {phone}",
  numberFixing: "Menyimpan...",
  numberFixKeeps: "URL pendek dan kode QR-nya tetap sama.",
  numberEdit: "Edit nomornya",
  numberFixed:
    "Sudah diperbaiki: {code} kini membuka chat dengan {phone}. URL pendek dan kode QR-nya tetap sama.",
  numberChanged:
    "Nomor {code} berubah setelah halaman ini dimuat, jadi tidak ada yang disimpan. Daftar di bawah sudah diperbarui.",

  pagination: "Halaman",
  previous: "Sebelumnya",
  next: "Berikutnya",
  pageOf: "Halaman {page, number} dari {count, number}",

  claimHeading:
    "Anda membuat {count, plural, other {# link}} di browser ini sebelum masuk — tambahkan ke akun Anda",
  claimBody:
    "URL pendek dan jumlah klik tetap seperti semula; setelah itu Anda bisa mengedit atau menghapusnya di sini.",
  claimButton: "Tambahkan ke akun saya",
  claiming: "Menambahkan...",
  claimDismiss: "Nanti saja",
  claimed:
    "{count, plural, =0 {Link tersebut tidak bisa ditambahkan: link sudah ada di akun lain atau sudah dihapus.} other {# link ditambahkan ke akun Anda.}}",

  createTitle: "Link baru",
  createIntro:
    "Link pendek dan kode QR yang membuka chat WhatsApp dengan nomor Anda, atau dengan anggota tim Anda yang sedang bertugas.",
  createButton: "Buat link",
  creating: "Membuat...",
  backToLinks: "Kembali ke link Anda",

  editTitle: "Edit link",
  editIntro:
    "Ganti nomor atau pesannya. URL pendeknya tetap sama, jadi kode QR yang sudah dicetak tetap berfungsi.",
  urlStays: "URL pendek (tidak berubah)",
  historyCreated: "Dibuat {date}.",
  historyCreatedBy: "Dibuat {date} oleh {by}.",
  historyChanged: "Terakhir diubah {date}.",
  historyChangedBy: "Terakhir diubah {date} oleh {by}.",
  historyYou: "Anda",
  saveButton: "Simpan perubahan",
  saving: "Menyimpan...",
  saved: "Tersimpan. Link pendek ini kini membuka chat dengan nomor dan pesan yang baru.",
  notFoundHeading: "Link tidak ditemukan",
  notFoundBody: "Link ini tidak ada atau tidak ada di akun Anda.",
  errorStatus: "Error {status}",

  qrTitle: "Kode QR bermerek",
  qrMetaTitle: "Kode QR untuk {code}",
  qrIntro:
    "Warna dan logo Anda pada kode QR untuk {shortUrl}. Browser ini menyimpan warna dan ukuran terakhir untuk link ini; logo perlu dipilih ulang setiap kali.",
  qrUnavailable: "Kode QR tidak tersedia",
  tryAgain: "Terjadi kesalahan. Coba lagi sebentar lagi.",
};
