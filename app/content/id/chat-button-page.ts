import type { CHAT_BUTTON_PAGE as EN } from "../chat-button-page";
import type { Translated } from "../translated";

export const CHAT_BUTTON_PAGE: Translated<typeof EN> = {
  metaTitle: "Tombol chat untuk /{code}",
  title: "Tombol chat",
  intro:
    "Tempel satu baris di halaman mana pun di situs Anda, di hosting atau pembuat situs apa pun, dan tombol WhatsApp mengambang di pojoknya. Ketukan pengunjung membuka chat lewat tautan pendek Anda, jadi pembagian chat, ref, dan analitik tetap berlaku.",
  teamIntro:
    "Untuk tautan tim ini, tombol membuka panel kecil berisi sapaan Anda, departemen Anda, siapa yang sedang buka, dan kapan masing-masing buka lagi, menurut zona waktu pengunjung sendiri. Nomor agen tidak pernah sampai ke halaman.",
  singleIntro: "Untuk tautan ini, tombol langsung membuka chat di tab baru.",
  snippetCaption: "Tombol chat Anda",
  snippetTarget: "kode tombol chat",
  snippetHint:
    'Taruh sebelum </body>. Skripnya kurang dari 6 KB gzip, dimuat tanpa menghambat halaman, tidak memasang cookie, dan tidak menyimpan apa pun di situs Anda. data-lang, data-position, data-color, data-label, data-greeting, dan data-ref="on" atau "off" pada tag menggantikan yang Anda simpan di sini.',
  optionsHeading: "Opsi",
  position: "Pojok",
  positionRight: "Kanan bawah",
  positionLeft: "Kiri bawah",
  color: "Warna",
  colorHint: "Teks pada tombol menjadi hitam atau putih, mana yang lebih mudah dibaca.",
  label: "Teks tombol (opsional)",
  labelHint: 'Paling banyak {labelMax} karakter. Kosong: "Chat lewat WhatsApp" dalam bahasa pengunjung.',
  greeting: "Sapaan (opsional)",
  greetingHint:
    "Paling banyak {greetingMax} karakter, tampil di bagian atas panel tautan tim. Kosong: sapaan dalam bahasa pengunjung.",
  refs: "Hitung dari halaman mana setiap chat dimulai",
  refsHint:
    "Menambahkan ?ref=web: dan jalur halaman ke setiap chat (misalnya web:harga), tampil di analitik di bawah ref dan diisikan ke '{ref}' di pesan Anda.",
  events: "Beri tahu halaman saya saat chat dibuka",
  eventsHint:
    "Mengirim event bernama chatlink_open ke dataLayer Anda (Google Tag Manager) jika halaman Anda memilikinya, dan memicu event chatlink:open pada document. Mati: tombol tidak memberi tahu halaman Anda apa pun.",
  save: "Simpan opsi",
  saving: "Menyimpan…",
  saved: "Opsi tersimpan. Situs yang memasang tombol menampilkannya dalam satu menit.",
  invalid: "Periksa opsinya: warna seperti #25d366, dan teks dalam batas panjangnya.",
  viewerNote: "Pelihat dapat melihat opsi ini. Editor, admin, dan pemilik dapat mengubahnya.",
  previewHeading: "Pratinjau",
  previewHint:
    "Halaman contoh dengan tombol Anda seperti yang dilihat pengunjung, dengan opsi di atas (tersimpan atau belum).",
  previewTitle: "Halaman contoh dengan tombol chat Anda",
  sampleTitle: "Halaman contoh",
  sampleHeading: "Situs web Anda",
  sampleBody: "Ini halaman contoh. Tombol chat Anda mengambang di pojoknya, seperti nanti di situs Anda.",
};
