import type { IMPORT_COPY as EN } from "../import-links";
import type { Translated } from "../translated";

export const IMPORT_COPY: Translated<typeof EN> = {
  title: "Impor dan ekspor link",
  metaDescription: "Masukkan link WhatsApp Anda dari file CSV, atau unduh semuanya.",
  exportTitle: "Ekspor",
  workspaceLine: "Di ruang kerja “{workspace}”.",
  exportDescription:
    "Semua link di ruang kerja “{workspace}” sebagai file CSV: kode, link pendek, nomor (dengan kode negara), pesan, tanggal dibuat, dan klik oleh orang. Link di ruang kerja Anda yang lain tidak ikut.",
  exportLink: "Unduh link “{workspace}” (CSV)",
  importTitle: "Impor",
  importDescription:
    "File CSV dengan baris judul: kolom phone (atau url, target, atau long_url berisi link wa.me atau api.whatsapp.com), dan jika perlu message, alias, dan created. Ekspor dari Bitly, Shlink, YOURLS, dan Kutt bisa langsung dipakai, begitu juga ekspor kami. Koma, titik koma, atau tab; maksimal 2 MB. Setiap baris dibuat atau ditolak sendiri-sendiri, dan mengimpor file yang sama lagi tidak membuat apa pun yang baru.",
  fileLabel: "File CSV",
  countryLabel: "Negara untuk nomor tanpa kode negara (opsional)",
  countryHint: "Dua huruf, misalnya ID atau MY. Kolom country di file berlaku untuk barisnya.",
  submit: "Impor link",
  pending: "Mengimpor…",
  preview: "Pratinjau",
  previewPending: "Memeriksa…",
  resultTitle: "Laporan impor",
  importCounts: { imported: "dibuat", skipped: "sudah ada", refused: "ditolak" },
  previewTitle: "Pratinjau",
  previewNothingYet: "Belum ada yang diimpor. Jika file ini diimpor sekarang:",
  previewCounts: { imported: "akan dibuat", skipped: "sudah ada", refused: "akan ditolak" },
  previewNext: "Untuk mengimpor file ini, biarkan tetap dipilih lalu tekan Impor link di bawah.",
  firstRowsTitle: "Baris pertama",
  numberHeading: "Nomor",
  messageHeading: "Pesan",
  aliasHeading: "Alias",
  outcomeHeading: "Hasil",
  newCode: "kode baru",
  outcomes: { create: "Link baru", exists: "Sudah ada" },
  refusedTitle: "Baris yang ditolak",
  reportLink: "Unduh laporan (CSV)",
  moreRefused: "Hanya baris pertama yang ditolak yang ditampilkan; jumlah di atas mencakup semuanya.",
  progressLabel: "Kemajuan impor",
  progressSending: "Mengirim file Anda…",
  progressReading: "Membaca file Anda…",
  progressCount: "{read, number} dari sekitar {about, number} baris dibaca",
  recentTitle: "Impor terbaru",
  importRunning: "Sedang mengimpor: {counts} sejauh ini.",
  importStopped: "Berhenti sebelum akhir file: {counts}.",
  importUndone: "{links, plural, other {Dibatalkan: # link-nya sudah dihapus.}}",
  undo: "Batalkan impor ini…",
  undoQuestion:
    "{links, plural, other {Hapus # link yang dibuat impor ini, beserta kliknya? Link pendeknya langsung berhenti bekerja.}} Link yang sudah ada sebelumnya tetap disimpan. Ini tidak bisa dikembalikan.",
  undoConfirm: "{links, plural, other {Hapus # link}}",
  undoing: "Menghapus…",
  undoDone: "{links, plural, other {Impor dibatalkan: # link dihapus.}}",
  undoGone: "Impor itu sudah dibatalkan, atau masih berjalan.",
  lineHeading: "Baris",
  codeHeading: "Masalah",
  errors: {
    busy: "Impor lain sedang berjalan di server. Coba lagi dalam {seconds} detik: tidak ada yang diimpor.",
    noFile: "Pilih file CSV dengan baris judul.",
    tooBig:
      "File lebih besar dari {maxMb} MB: bagi file-nya, atau minta pengelola server untuk mengimpornya.",
    badCountry: "Negara ditulis dua huruf, misalnya ID atau MY, atau dikosongkan.",
    tooOften:
      "{minutes, plural, other {Anda sudah mengimpor atau mempratinjau banyak file dalam jam ini. Coba lagi dalam # menit.}}",
  },
  fileErrors: {
    too_many_columns:
      "Baris pertama berisi lebih dari {max, number} kolom: hapus kolom yang tidak diperlukan, lalu impor file lagi.",
    no_number_column:
      'File ini tidak terbaca sebagai CSV berisi link: baris pertamanya harus menamai kolom, dengan kolom "phone" (atau "url", "target" atau "long_url" yang berisi link WhatsApp).',
    too_many_rows: "File berisi lebih dari {max, number} baris: bagi menjadi beberapa file yang lebih kecil.",
    empty: "File kosong: tidak ada baris judul.",
  },
  rowErrors: {
    row_too_long: "Baris ini lebih panjang daripada isi kolom link mana pun (1 MiB); baris ini tidak dibaca.",
    invalid_date:
      "Tanggal dibuat bukan tanggal antara tahun 2000 dan hari ini (gunakan 2026-03-01, 2026-03-01T10:00:00Z, atau detik Unix).",
    alias_taken: "Link lain sudah memakai alias ini (huruf besar dan kecil dianggap sama).",
    creation_limit:
      "Melebihi jatah link per jam akun untuk impor: impor file yang sama lagi nanti untuk menambahkan sisanya.",
    unclosed_quote:
      'Tanda kutip (") yang dibuka di baris {quoteLine} tidak pernah ditutup, jadi {taken, plural, =0 {baris {quoteLine} tidak diimpor} other {baris {quoteLine}–{lastLine} terbaca sebagai satu baris dan tidak ada yang diimpor}}. Tutup tanda kutipnya (tanda kutip di dalam pesan ditulis dua kali: "") lalu impor file itu lagi: baris yang sudah diimpor akan dilewati.',
    invalid_csv:
      "Baris ini tidak bisa dibaca sebagai CSV (ada tanda kutip atau pemisah yang salah tempat); baris ini tidak diimpor.",
  },
};
