import type { DOMAINS_COPY as EN } from "../domains";
import type { Translated } from "../translated";

export const DOMAINS_COPY: Translated<typeof EN> = {
  title: "Domain sendiri",
  metaDescription: "Sajikan link pendek Anda di domain Anda sendiri, misalnya chat.tokoanda.com.",
  intro:
    "Pasang nama Anda sendiri di brosur: link yang dibuat di domain milik Anda terbuka sebagai https://chat.tokoanda.com/menu. Tambahkan domainnya, buat dua data DNS yang ditampilkan, lalu verifikasi.",
  workspaceNote: "Domain milik ruang kerja “{workspace}”.",
  settingsLink: "Kelola domain sendiri",
  managedByAdmins: "Pemilik dan admin “{workspace}” yang mengelola domain sendiri ruang kerja ini.",
  addTitle: "Tambahkan domain",
  addDescription: "Paling baik subdomain yang Anda kendalikan, misalnya chat.tokoanda.com.",
  nameLabel: "Domain",
  nameHint: "Tanpa https:// dan tanpa path.",
  addButton: "Tambahkan domain",
  addPending: "Menambahkan…",
  listTitle: "Domain Anda",
  empty: "Belum ada domain sendiri.",
  status: {
    pending: "Menunggu DNS",
    verified: "Terverifikasi",
    failing: "Tidak disajikan: bukti DNS hilang",
  },
  recordsTitle: "Data DNS yang perlu dibuat",
  txtCaption: "Data TXT bernama {name}, dengan nilai ini",
  cnameCaption: "Data CNAME untuk {name}, yang mengarah ke",
  txtCopyTarget: "nilai TXT",
  cnameCopyTarget: "target CNAME",
  lastChecked: "Terakhir diperiksa",
  never: "belum pernah",
  proofMissing:
    "Data TXT hilang sejak {since}: pasang kembali, atau domain berhenti disajikan sehari setelahnya.",
  verifyButton: "Verifikasi sekarang",
  verifyPending: "Memeriksa…",
  verified: "Terverifikasi: link yang dibuat di domain ini kini terbuka di domain ini.",
  defaultButton: "Pakai untuk link baru",
  defaultClear: "Berhenti memakai untuk link baru",
  defaultPending: "Menyimpan…",
  defaultOn: "Link baru dibuat di domain ini, kecuali dipilih domain lain.",
  defaultWaiting:
    "Dipilih untuk link baru: dipakai setelah domain terverifikasi (sampai saat itu, link baru memakai alamat situs ini).",
  removeButton: "Hapus",
  removePending: "Menghapus…",
  removeConfirm:
    "Ketik {name} untuk mengonfirmasi: domain ini dan semua link yang dibuat di dalamnya dihapus, dan kode QR cetaknya berhenti berfungsi.",
  removeLabel: "Nama domain, untuk konfirmasi",
  removeMismatch: "Ketik nama domain persis sama untuk menghapusnya.",
  removed: "Domain dihapus.",
  notFound: "Domain itu tidak ada di ruang kerja ini.",
  unknownRequest: "Permintaan tidak dikenal.",
  linkDomainLabel: "Domain",
  linkDomainMain: "{host} (situs ini)",
};
