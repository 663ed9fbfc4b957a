import { MAX_PENDING_INVITATIONS as MAX } from "#core/limits";
import type { MEMBERS_COPY as EN, INVITATION_COPY as EN_INVITATION } from "../members";
import type { Translated } from "../translated";

export const MEMBERS_COPY: Translated<typeof EN> = {
  title: "Anggota",
  heading: "Anggota {workspace}",
  metaDescription: "Undang orang ke ruang kerja ChatLink, ubah peran mereka, atau keluarkan mereka.",
  intro:
    "Pelihat bisa melihat link, statistik, dan kode QR. Editor juga bisa membuat, mengubah, dan menghapus link. Admin juga bisa impor dan ekspor, serta mengelola kunci API dan anggota. Pemilik juga bisa mengganti nama atau menghapus ruang kerja.",
  personal:
    "Ruang kerja pribadi hanya milik Anda. Untuk bekerja dengan orang lain, buat ruang kerja bersama dan undang mereka ke sana.",
  toWorkspaces: "Buka ruang kerja Anda",
  you: "(Anda)",
  role: "Peran",
  roleName: "{role, select, owner {Pemilik} admin {Admin} editor {Editor} viewer {Pelihat} other {Anggota}}",
  roleFor: "Peran {email}",
  saveRole: "Simpan peran",
  savingRole: "Menyimpan…",
  remove: "Keluarkan",
  removing: "Mengeluarkan…",
  leaving: "Keluar…",
  removeFor: "Keluarkan {email}",
  leave: "Keluar dari ruang kerja ini",
  joined: "Bergabung",
  membersTitle: "Orang di ruang kerja ini",
  inviteTitle: "Undang seseorang",
  inviteDescription:
    "Kami mengirim email berisi link yang berlaku tujuh hari. Mereka menerimanya dengan akun ChatLink yang memakai alamat ini, sudah dikonfirmasi; mereka bisa membuat akun sekalian.",
  emailLabel: "Alamat email",
  inviteButton: "Kirim undangan",
  inviting: "Mengirim…",
  inviteDescriptionWithoutMail:
    "Situs ini tidak mengirim email, jadi salin link undangan di bawah dan kirim sendiri ke mereka (lewat WhatsApp, misalnya). Link berlaku tujuh hari, untuk akun ChatLink dengan alamat ini yang sudah dikonfirmasi; mereka bisa membuat akun sekalian.",
  invited: "Undangan terkirim ke {email}. Anda juga bisa menyalin link-nya di bawah.",
  invitedWithoutMail:
    "Undangan dibuat untuk {email}. Situs ini tidak mengirim email: salin link-nya di bawah dan kirim ke mereka.",
  linkLabel: "Link undangan",
  copyLink: "Salin link",
  copyLinkFor: "Salin link undangan untuk {email}",
  copied: "Tersalin!",
  pendingTitle: "Undangan yang menunggu",
  pendingEmpty: "Tidak ada undangan yang menunggu.",
  expires: "Berakhir",
  invitedBy: "diundang oleh {email}",
  cancel: "Tarik",
  cancelling: "Menarik…",
  cancelFor: "Tarik undangan untuk {email}",
  cancelled: "Undangan ditarik: link-nya tidak berfungsi lagi.",
  roleSaved: "Peran disimpan.",
  removed: "Dikeluarkan. Akses mereka langsung hilang.",
  left: "Anda keluar dari ruang kerja.",
  errors: {
    not_found: "Orang atau undangan itu sudah tidak ada di ruang kerja ini. Halaman sudah diperbarui.",
    forbidden: "Peran Anda tidak mengizinkan ini.",
    last_owner: "Ruang kerja harus punya pemilik: jadikan orang lain pemilik dulu.",
    personal: "Ruang kerja pribadi hanya milik Anda.",
    unverified: "Konfirmasi dulu alamat email Anda sendiri (lihat pengingat di bagian atas halaman).",
    invalid_email: "Masukkan alamat email, seperti nama@contoh.com.",
    role_too_high: "Anda hanya bisa memberi peran setinggi peran Anda sendiri.",
    already_member: "Alamat itu sudah menjadi anggota.",
    too_many_invitations: `Ruang kerja ini punya ${MAX} undangan yang menunggu: tarik beberapa dulu.`,
    limited: "Anda sudah mengirim banyak undangan dalam satu jam ini. Coba lagi nanti.",
  },
};

export const INVITATION_COPY: Translated<typeof EN_INVITATION> = {
  summary:
    "{inviter} mengundang Anda ke “{workspace}” sebagai {role, select, owner {pemilik} admin {admin} editor {editor} viewer {pelihat} other {anggota}}.",
  summaryNoInviter:
    "Seseorang mengundang Anda ke “{workspace}” sebagai {role, select, owner {pemilik} admin {admin} editor {editor} viewer {pelihat} other {anggota}}.",
  waitingTitle: "{count, plural, other {# undangan menunggu Anda}}",
  join: "Gabung",
  joinNamed: "Gabung ke “{workspace}”",
  accepting: "Bergabung…",
};
