import type { NotFoundContent } from "../not-found";

export const NOT_FOUND: NotFoundContent = {
  meta: {
    title: "Link Tidak Ditemukan | ChatLink",
    description:
      "Link WhatsApp yang Anda cari tidak ada atau sudah dihapus. Periksa kembali alamatnya, atau buat link chat WhatsApp gratis Anda sendiri dengan ChatLink.",
    keywords: [
      "link tidak ditemukan",
      "link WhatsApp tidak bisa dibuka",
      "link pendek rusak",
      "ChatLink",
      "generator link WhatsApp",
    ],
  },
  heading: "Link Tidak Ditemukan",
  body: "Link yang Anda cari tidak ada atau sudah dihapus.",
  reasonsHeading: "Kemungkinan penyebabnya",
  reasons: [
    "Link tersebut dihapus oleh pemiliknya.",
    "Link tersebut dihapus karena melanggar Ketentuan Layanan kami.",
    "Ada salah ketik pada link. Huruf besar atau kecil tidak masalah, tetapi setiap karakternya harus benar.",
    "Akun pemilik link tersebut telah diblokir.",
  ],
  about: {
    heading: "Tentang ChatLink",
    body: "ChatLink adalah generator link WhatsApp gratis. Buat link chat, URL pendek, dan kode QR yang membuka percakapan dengan nomor Anda sekali ketuk, jadi tidak ada yang perlu menyimpan nomor Anda terlebih dahulu.",
  },
};
