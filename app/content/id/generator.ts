import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, CUSTOM_DOMAIN_ALIAS_MIN_LENGTH } from "#core/limits";
import type { GENERATOR_COPY as EN_GENERATOR_COPY } from "../generator";
import type { Translated } from "../translated";

/** Every word the generator shows, in Bahasa Indonesia (ICU MessageFormat where a value goes in). */
export const GENERATOR_COPY: Translated<typeof EN_GENERATOR_COPY> = {
  pageTitle: "Buat link WhatsApp Anda",
  pageIntro: "Link pendek dan kode QR yang langsung membuka chat dengan nomor Anda. Gratis, tanpa daftar.",
  embedTitle: "Generator Link WhatsApp",
  formName: "Detail link",
  optional: "Opsional",

  phoneLabel: "Nomor Telepon",
  phonePlaceholder: "+62 812 3456 7890",
  detecting: "Mendeteksi negara Anda...",
  phoneNoCountry: "Awali dengan + dan kode negara, misalnya +62, +60, atau +65.",
  phoneEmpty: "Sertakan kode negara, misalnya +62, +60, atau +65.",
  linkNumberTaken: "Kami mengambil nomornya dari link WhatsApp tersebut.",
  linkNumberAndMessageTaken: "Kami mengambil nomor dan pesannya dari link WhatsApp tersebut.",
  linkMessageKept:
    "Kami mengambil nomornya dari link WhatsApp tersebut dan tetap memakai pesan yang Anda tulis.",
  chooseCountry: "Pilih negara",
  countryPrefix: "Negara: ",
  searchCountries: "Cari negara",
  searchCountriesPlaceholder: "Nama atau kode, mis. +62",
  countries: "Negara",
  anyCountry: "Negara mana pun (ditentukan oleh kode + pada nomor)",
  noCountry: "Tidak ada negara yang cocok.",

  aliasLabel: "Alias Kustom",
  aliasPlaceholder: "toko-saya",
  aliasHint: `${ALIAS_MIN_LENGTH}–${ALIAS_MAX_LENGTH} huruf, angka, _ atau -. Kosongkan untuk kode acak.`,
  aliasHintOwnDomain: `Di domain Anda sendiri: ${CUSTOM_DOMAIN_ALIAS_MIN_LENGTH}–${ALIAS_MAX_LENGTH} huruf, angka, _ atau -. Kosongkan untuk kode acak.`,
  aliasRespelled: "Alias Anda menjadi {alias}: di dalam link, {chars} ditulis dengan huruf biasa.",
  aliasLeftOut: "Dihapus dari alias Anda: {chars}.",
  aliasRefusedHint: "Hapus karakter tersebut, atau kosongkan kolom ini untuk kode acak.",

  messageLabel: "Pesan Kustom",
  messagePlaceholder: "Halo! Saya ingin tahu lebih lanjut tentang…",
  messageHint:
    "Chat akan terbuka dengan teks ini; *tebal*, _miring_, ~coret~, dan ```kode``` berfungsi seperti di WhatsApp.",
  bold: "Tebal",
  italic: "Miring",
  strikethrough: "Coret",
  monospace: "Monospace",
  opensChat: "Membuka chat dengan {number}",
  /** What the server changed in a typed number (/api/phone corrections, by code), said in this language. */
  phoneCorrections: {
    digits_converted: "Kami membaca angkanya sebagai {digits}.",
    international_prefix: "Kami membaca {prefix} sebagai awalan panggilan internasional.",
    missing_plus: "Kami membaca ini sebagai nomor internasional: {number}.",
    country_added:
      "{form, select, trunk {Kami menambahkan +{callingCode} untuk {country} dan menghapus {dropped} di depan.} rewritten {Kami menambahkan +{callingCode} untuk {country} dan menulis nomornya seperti cara memanggilnya dari luar negeri: {number}.} other {Kami menambahkan +{callingCode} untuk {country}.}}",
    national_rewritten: "Kami menulis nomornya seperti cara memanggilnya dari luar negeri: {number}.",
    trunk_prefix_removed: "Kami menghapus {dropped} setelah +{callingCode}.",
  },
  /** Accepted numbers worth a look (/api/phone warnings, by code). */
  phoneWarnings: {
    non_geographic: "Nomor ini bukan milik negara mana pun: pastikan nomor ini punya WhatsApp.",
    unknown_range:
      "{place, select, country {{number} tidak berada dalam rentang yang diketahui dipakai nomor {country}: periksa angkanya.} other {{number} tidak berada dalam rentang nomor yang diketahui dipakai: periksa angkanya.}}",
    fixed_line:
      "Ini tampaknya telepon rumah: tautan hanya berfungsi jika nomornya punya WhatsApp (WhatsApp Business bisa dipakai di telepon rumah).",
    special_number:
      "{kind, select, toll_free {Ini tampaknya nomor bebas pulsa} premium_rate {Ini tampaknya nomor premium} shared_cost {Ini tampaknya nomor biaya bersama} voip {Ini tampaknya nomor VoIP} other {Ini tampaknya nomor khusus}}: pastikan nomor ini punya WhatsApp.",
  },
  formattingGroup: "Format teks",
  previewCaption: "Pratinjau pesan",

  generate: "Buat Link",
  generating: "Membuat link...",

  placeholder: "Link Anda Akan Muncul di Sini",
  resultHeading: "Link Anda sudah siap",
  staleHeading: "Sudah tidak sesuai",
  staleNote:
    "Anda mengubah detailnya setelah link ini dibuat: link ini masih membuka chat yang lama. Tekan Buat Link untuk membuat yang baru.",
  repeatedNote: "Detailnya sama seperti sebelumnya: ini link yang sudah Anda buat.",
  copyRefused:
    "Browser Anda memblokir penyalinan. Link-nya sudah terpilih: tekan Ctrl+C (⌘C di Mac) untuk menyalinnya.",
  qrAlt: "Kode QR untuk {shortUrl}",
  copy: "Salin Link",
  copied: "Tersalin!",
  copiedAnnouncement: "Link disalin ke papan klip",
  open: "Buka di WhatsApp",
  downloadPng: "Unduh PNG",
  downloadSvg: "Unduh SVG",
  tooLong: "Hapus {excess, plural, other {# karakter}}: pesan maksimal {limit, number} karakter.",
};
