import type { ErrorDetails, ErrorMessages, GeneratorMessages, PhoneProblemMessages } from "./types";

/** Indonesian, addressing the reader as "Anda". */

const MESSAGE_TOO_LONG = "Pesan terlalu panjang: maksimal 1.000 karakter.";

export const ERRORS: ErrorMessages = {
  invalid_request: "Permintaan tidak dapat dibaca. Kirim JSON berisi nomor telepon atau tautan WhatsApp.",
  invalid_input:
    "Permintaan berisi karakter yang tidak dapat digunakan: NUL atau karakter kontrol lain (tab dan baris baru diperbolehkan), atau karakter rusak (surrogate tunggal).",
  invalid_phone: "Masukkan nomor WhatsApp lengkap beserta kode negaranya, misalnya +44 7911 123456.",
  invalid_alias: "Alias kustom hanya boleh berisi huruf, angka, _ dan -, sepanjang 5 hingga 50 karakter.",
  alias_reserved: "Alias tersebut adalah kata yang dipakai situs ini. Silakan pilih alias lain.",
  alias_taken: "Alias tidak tersedia. Silakan pilih alias lain.",
  invalid_url:
    "Hanya tautan chat WhatsApp (https://wa.me/… atau api.whatsapp.com/send) yang dapat dipendekkan.",
  message_too_long: MESSAGE_TOO_LONG,
  rate_limited:
    "Terlalu banyak tautan dibuat dari alamat IP Anda. Silakan tunggu satu menit, lalu coba lagi.",
  creator_banned: "Pembuatan tautan dari alamat IP Anda ditangguhkan karena melanggar ketentuan layanan.",
  unauthorized: "Kirim kunci API yang valid: Authorization: Bearer <key>.",
  forbidden: "Kunci ini hanya dapat membaca: buat kunci dengan cakupan tulis (write).",
  idempotency_in_progress: "Permintaan dengan Idempotency-Key ini masih diproses: coba lagi sebentar lagi.",
  idempotency_conflict:
    "Idempotency-Key ini sudah dipakai dengan isi permintaan yang berbeda: gunakan kunci baru untuk tautan baru.",
  payload_too_large: "Permintaan terlalu besar.",
  invalid_qr_size: "Pilih ukuran QR persegi dari 64x64 hingga 2048x2048 piksel, misalnya 300x300.",
  invalid_qr_data: "Kode QR memerlukan teks di `data`, maksimal 2.048 karakter.",
  invalid_qr_format: "Gambar QR tersedia dalam format png atau svg.",
  qr_too_small: "Kode QR ini akan terlalu kecil untuk dipindai: minta ukuran yang lebih besar.",
  country_unknown: "Kami tidak dapat mengetahui negara Anda dari alamat IP Anda.",
  agent_not_found: "Tidak ada agen dengan id ini di ruang kerja ini.",
  too_many_agents:
    "Ruang kerja ini sudah mencapai batas jumlah agen (200): hapus satu agen sebelum menambahkan yang baru.",
  invalid_time_zone: "Pilih zona waktu dengan namanya, misalnya Asia/Jakarta atau Asia/Makassar.",
  invalid_hours:
    'Format jam operasional: {"timeZone": "Europe/London", "weekly": {"mon": [["09:00", "17:30"]]}, "closedDates": ["2026-12-25"]}.',
  invalid_agents:
    "Tautan tim memerlukan 1 hingga 20 agen berbeda dari ruang kerja ini, disebutkan dengan id-nya.",
  agent_in_use:
    "Agen ini satu-satunya agen di sebuah tautan tim: tambahkan agen lain ke tautan itu, atau hapus tautannya, terlebih dahulu.",
  phone_or_agents:
    'Tautan mengarah ke satu nomor ("phone" atau "url") atau ke satu tim ("agents"), tidak boleh keduanya.',
  team_link_needs_workspace:
    "Tautan tim dimiliki oleh ruang kerja: masuk ke akun Anda, atau gunakan REST API dengan kunci.",
  invalid_language: "Minta bahasa dengan tag seperti en, pt-BR, atau ar (paling banyak 35 karakter).",
  not_found: "Tidak ada apa pun di alamat ini.",
  method_not_allowed: "Alamat ini tidak menerima metode tersebut.",
  unavailable: "Layanan sedang tidak tersedia untuk sementara. Silakan coba lagi sebentar lagi.",
  internal_error: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
  domain_invalid:
    "Masukkan nama domain seperti chat.tokoanda.com: huruf, angka, dan tanda hubung, minimal dua bagian, bukan alamat IP, paling banyak 253 karakter.",
  domain_reserved: "Itu alamat situs ini sendiri: tambahkan domain milik Anda.",
  domain_exists: "Ruang kerja ini sudah memiliki domain tersebut.",
  domain_taken:
    "Ruang kerja lain sudah memverifikasi domain ini: domain ini tidak dapat ditambahkan atau diverifikasi di sini.",
  domain_not_found: "Tidak ada domain dengan id ini di ruang kerja ini.",
  too_many_domains:
    "Ruang kerja ini sudah memiliki jumlah domain maksimum (20): hapus satu sebelum menambahkan yang lain.",
  domain_not_verified:
    'Domain ini belum terverifikasi, jadi tautan belum bisa memakainya. Buat data DNS-nya seperti yang ditampilkan halaman "Domain sendiri", lalu tekan "Verifikasi sekarang" di sana; sementara itu, buat tautan tanpa domain ini (di API, jangan sertakan "domain").',
  domain_txt_missing:
    "Tidak ada data TXT pada nama yang ditampilkan: buatlah, tunggu beberapa menit hingga DNS diperbarui, lalu verifikasi lagi.",
  domain_txt_mismatch:
    "Ada data TXT pada nama yang ditampilkan, tetapi isinya bukan nilai domain ini: salin nilainya dengan tepat.",
  domain_dns_failed: "Server DNS tidak menjawab: coba lagi dalam beberapa menit.",
  webhook_url_invalid:
    "Masukkan alamat lengkap penerima Anda, seperti https://example.com/hooks (http atau https, paling banyak 2000 karakter).",
  webhook_url_private:
    "Alamat itu ada di jaringan privat atau lokal: webhook hanya dikirim ke alamat publik.",
  webhook_not_found: "Tidak ada webhook dengan id ini di ruang kerja ini.",
  delivery_not_found: "Tidak ada pengiriman dengan id ini untuk webhook ini.",
  too_many_webhooks:
    "Ruang kerja ini sudah memiliki webhook sebanyak yang diizinkan (10): hapus satu sebelum menambah yang lain.",
};

export const GENERATOR: GeneratorMessages = {
  emptyPhone: "Masukkan nomor telepon",
  aliasTooShort: "Alias kustom minimal 5 karakter",
  aliasUnavailable: "Alias tidak tersedia. Silakan pilih alias lain.",
  requestFailed: "Nama tersebut tidak tersedia. Coba alias lain.",
  messageTooLong: MESSAGE_TOO_LONG,
  // Indonesian has no plural forms: one message for every number.
  rateLimited:
    "Anda membuat banyak tautan dalam waktu singkat. Silakan tunggu {seconds, plural, other {# detik}}, lalu coba lagi.",
  rateLimitedMinute:
    "Anda membuat banyak tautan dalam waktu singkat. Silakan tunggu satu menit, lalu coba lagi.",
  aliasCharacters:
    "Alias kustom hanya boleh berisi huruf a–z, angka, _ dan -. Karakter ini tidak dapat dipakai: {characters}.",
  aliasTry: 'Coba "{suggestion}".',
  space: "spasi",
};

export const DETAILS: ErrorDetails = {
  phoneChecksLimited:
    "Terlalu banyak nomor telepon diperiksa dari alamat IP Anda. Silakan tunggu satu menit.",
  qrDrawsLimited:
    "Terlalu banyak kode QR baru dibuat untuk alamat IP Anda. Silakan tunggu satu menit, lalu coba lagi.",
  qrDrawing: "Kode QR untuk alamat IP Anda masih sedang dibuat. Coba lagi setelah selesai.",
  accountLinksLimited:
    "Akun ini telah membuat banyak tautan dalam satu jam terakhir. Tunggu sebentar, lalu coba lagi.",
  formLinksLimited:
    "Anda telah membuat banyak tautan dalam satu jam terakhir. Silakan tunggu sebentar, lalu coba lagi.",
  linkNotFound: "Tidak ada tautan dengan id ini di ruang kerja ini.",
  aliasLengthOnDomain:
    "Di domain Anda sendiri, alias kustom hanya boleh berisi huruf, angka, _ dan -, sepanjang 3 hingga 50 karakter.",
  aliasShortOwnDomain:
    "Di alamat utama, alias kustom perlu 5 hingga 50 huruf, angka, _ atau -. Di domain milik ruang kerja Anda, 3 karakter sudah cukup: pilih domain itu untuk tautan ini.",
};

export const PHONE_PROBLEMS: PhoneProblemMessages = {
  empty: "Masukkan nomor telepon (dengan kode negaranya) atau link WhatsApp.",
  input_too_long:
    "Terlalu panjang untuk nomor telepon: paling banyak {max} karakter, sedangkan ini {length}.",
  bad_character:
    "Nomor telepon hanya berisi angka, spasi, titik, tanda hubung, tanda kurung, dan + di awal; hapus “{character}”.",
  misplaced_plus: "Tanda + hanya boleh di awal nomor, sebelum kode negara.",
  no_country_code:
    "Nomor ini tidak punya kode negara: awali dengan + dan kode negaranya (misalnya +62 812 3456 7890), atau pilih negaranya.",
  unknown_country: "“{country}” bukan kode negara yang kami kenal (gunakan kode ISO seperti ID atau US).",
  unknown_calling_code:
    "+{prefix}… tidak diawali kode negara (seperti +62 atau +1): periksa angka setelah +.",
  wrong_length:
    "Nomor {country} memiliki {lengths} digit setelah kode negara +{callingCode}; nomor ini memiliki {count}.",
};
