import type { FORBIDDEN_COPY as EN } from "../forbidden";
import type { Translated } from "../translated";

export const FORBIDDEN_COPY: Translated<typeof EN> = {
  status: "Error 403",
  heading: "Peran Anda tidak mencakup halaman ini",
  roleName: "{role, select, owner {Pemilik} admin {Admin} editor {Editor} viewer {Pelihat} other {Anggota}}",
  body: "Halaman ini memerlukan peran {needed} atau lebih tinggi di “{workspace}”, sedangkan peran Anda di sana adalah {yours}.",
  whoCanHelp: "Pemilik atau admin “{workspace}” bisa mengubah peran Anda.",
  whoCanHelpNamed: "Pemilik atau admin “{workspace}” bisa mengubah peran Anda: {helpers}.",
  ownersOnly: "Hanya pemilik “{workspace}” yang bisa melakukan ini atau menjadikan Anda pemilik.",
  ownersOnlyNamed:
    "Hanya pemilik “{workspace}” yang bisa melakukan ini atau menjadikan Anda pemilik: {helpers}.",
  backToLinks: "Kembali ke link",
  members: "Lihat anggota ruang kerja",
};
