import { MESSAGE_MAX_LENGTH } from "#core/limits";
import { MAX_TEMPLATES_PER_WORKSPACE as MAX, TEMPLATE_NAME_MAX as NAME_MAX } from "#core/message-template";
import type { TEMPLATES_COPY as EN, MESSAGE_VARIABLES_COPY as EN_VARIABLES } from "../templates";
import type { Translated } from "../translated";

export const TEMPLATES_COPY: Translated<typeof EN> = {
  title: "Template pesan",
  navLabel: "Template",
  metaDescription:
    "Pesan tersimpan untuk awal link Anda, dengan nama agen, departemen, dan sumber sudah terisi.",
  intro:
    "Simpan pesan yang sering Anda pakai. Saat membuat atau mengedit link, pilih salah satu di “Mulai dari template” lalu ubah sesuka Anda: link menyimpan salinannya sendiri.",
  viewerNote: "Pelihat bisa membaca template. Editor, admin, dan pemilik bisa menambah dan mengubahnya.",
  addTitle: "Tambah template",
  editTitle: "Edit “{name}”",
  nameLabel: "Nama template",
  nameHint: "Hanya Anda dan tim yang melihatnya, misalnya “Status pesanan”.",
  bodyLabel: "Pesan",
  addButton: "Simpan template",
  adding: "Menyimpan…",
  saveButton: "Simpan perubahan",
  saving: "Menyimpan…",
  cancelEdit: "Batal",
  listTitle: "Template Anda",
  count: `{count, number} dari ${MAX}`,
  emptyHeading: "Belum ada template",
  emptyBody:
    "Tambahkan template pertama Anda: pesan yang sering Anda kirim, seperti “Halo, saya mau tanya pesanan saya”. Link Anda lalu bisa dimulai dari situ.",
  viewerEmpty: "Belum ada yang menyimpan template di ruang kerja ini.",
  edit: "Edit",
  editName: "Edit template {name}",
  delete: "Hapus",
  deleteQuestion: "Hapus template ini? Link yang dibuat darinya tetap menyimpan pesannya.",
  deleteConfirm: "Hapus template",
  deleteConfirmName: "Hapus template {name}",
  deleting: "Menghapus…",
  keep: "Simpan saja",
  saved: "“{name}” disimpan.",
  deleted: "“{name}” dihapus. Link yang dibuat darinya tetap menyimpan pesannya.",
  gone: "Template itu sudah dihapus, atau ada di ruang kerja lain. Daftar di bawah sudah diperbarui.",
  tooMany: `Ruang kerja ini sudah punya ${MAX} template, jumlah maksimal. Hapus dulu yang tidak Anda pakai lagi.`,
  problems: {
    name_missing: "Beri nama template, misalnya “Status pesanan”.",
    name_too_long: `Nama maksimal ${NAME_MAX} karakter.`,
    body_missing: "Tulis pesan pembuka chat.",
    body_too_long: `Pesan terlalu panjang: maksimal ${MESSAGE_MAX_LENGTH.toLocaleString("id")} karakter.`,
  },
  pickerLabel: "Mulai dari template",
  pickerNone: "Pilih template…",
  pickerHint: "Mengisi pesan di bawah; Anda tetap bisa mengubahnya.",
  pickerEmpty: "Belum ada template.",
  pickerManage: "Kelola template",
};

export const MESSAGE_VARIABLES_COPY: Translated<typeof EN_VARIABLES> = {
  hint: "Variabel: {agent} diganti nama agen yang menerima chat, {department} departemennya, {ref} asal pengunjung (“qr” dari kode QR Anda, atau ?ref=… di link).",
  exampleCaption: "Pratinjau pesan, dengan contoh isian",
  exampleDepartment: "Penjualan",
  exampleRef: "qr",
  exampleAgent: "Sari",
};
