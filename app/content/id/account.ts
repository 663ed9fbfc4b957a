import type { ACCOUNT as EN_ACCOUNT } from "../account";
import type { Translated } from "../translated";
import type { VERIFY_EMAIL_REMINDER as EN_VERIFY_EMAIL_REMINDER } from "../verify-email";

export const ACCOUNT: Translated<typeof EN_ACCOUNT> = {
  fields: {
    email: "Email",
    password: "Kata sandi",
    newPassword: "Kata sandi baru",
    passwordHint: "Minimal {min} karakter. Jangan pakai email Anda atau kata sandi yang umum.",
    signedOutEverywhere: "Semua perangkat yang masuk ke akun Anda akan dikeluarkan.",
  },
  signup: {
    metaTitle: "Daftar",
    metaDescription: "Buat akun ChatLink gratis dengan email dan kata sandi Anda.",
    title: "Buat akun gratis Anda",
    intro: "Cukup email dan kata sandi. Tanpa kartu, tanpa masa uji coba: kurang dari satu menit.",
    haveAccount: "Sudah punya akun?",
    logIn: "Masuk",
    ageAndTerms:
      "Saya berusia minimal 13 tahun (16 di Uni Eropa), dan saya menyetujui {terms} serta {privacy}.",
    terms: "Ketentuan",
    privacy: "Kebijakan Privasi",
    submit: "Buat akun",
    submitting: "Membuat akun…",
  },
  login: {
    metaTitle: "Masuk",
    metaDescription: "Masuk ke akun ChatLink Anda.",
    title: "Masuk",
    newHere: "Baru di ChatLink?",
    createAccount: "Buat akun gratis",
    passwordChanged: "Kata sandi Anda sudah diganti. Masuk dengan kata sandi yang baru.",
    forgotPassword: "Lupa kata sandi?",
    submit: "Masuk",
    submitting: "Sedang masuk…",
  },
  forgotPassword: {
    metaTitle: "Atur Ulang Kata Sandi",
    metaDescription: "Dapatkan tautan untuk membuat kata sandi baru bagi akun ChatLink Anda.",
    title: "Atur ulang kata sandi Anda",
    intro:
      "Masukkan email yang Anda pakai saat mendaftar, dan kami akan mengirim tautan untuk membuat kata sandi baru.",
    backToLogin: "Kembali ke halaman masuk",
    requested:
      "Jika ada akun dengan email tersebut, kami sudah mengirim tautan untuk mengatur ulang kata sandinya. Tautan hanya bisa dipakai sekali, selama satu jam.",
    submit: "Kirim tautan",
    submitting: "Mengirim…",
  },
  resetPassword: {
    metaTitle: "Buat Kata Sandi Baru",
    metaDescription: "Buat kata sandi baru untuk akun ChatLink Anda.",
    title: "Buat kata sandi baru",
    askAgain: "Minta tautan baru",
    submit: "Simpan kata sandi baru",
    submitting: "Menyimpan…",
  },
  verifyEmail: {
    metaTitle: "Konfirmasi alamat email Anda",
    metaDescription: "Konfirmasi alamat email akun ChatLink Anda.",
    title: "Konfirmasi alamat email Anda",
    intro: "Satu klik mengonfirmasi bahwa alamat ini milik Anda.",
    confirmButton: "Konfirmasi alamat email saya",
    confirming: "Mengonfirmasi…",
    confirmed: "Terima kasih: {email} sudah dikonfirmasi.",
    unusable:
      "Tautan ini sudah tidak berlaku: sudah pernah dipakai, sudah kedaluwarsa (tautan berlaku tiga hari), atau alamat akun sudah berubah sejak tautan dikirim.",
    noToken:
      "Halaman ini memerlukan tautan dari email konfirmasi. Buka tautan di email tersebut, atau minta yang baru.",
    toDashboard: "Ke tautan Anda",
    logIn: "Masuk",
  },
  invitation: {
    metaTitle: "Undangan ruang kerja",
    metaDescription: "Terima undangan ke ruang kerja ChatLink.",
    title: "Undangan ruang kerja",
    summary: "{inviter} mengundang Anda ke “{workspace}” sebagai {role}.",
    summaryUnknownInviter: "Seseorang mengundang Anda ke “{workspace}” sebagai {role}.",
    roles: { owner: "pemilik", admin: "admin", editor: "editor", viewer: "pembaca" },
    forAddress: "Undangan ini untuk {email}.",
    signedOut: "Masuk dengan alamat tersebut untuk menerima, atau buat akun dengan alamat itu.",
    logIn: "Masuk",
    signUp: "Daftar",
    wrongAccount:
      "Anda masuk sebagai {email}. Keluar, lalu masuk dengan alamat yang diundang untuk menerima.",
    unverified:
      "Konfirmasi dulu alamat email Anda: buka tautan yang kami kirim (atau kirim ulang dari dasbor Anda), lalu kembali ke halaman ini. Atau buka undangan ini dari email yang kami kirim: bergabung dari sana juga mengonfirmasi alamat Anda.",
    unverifiedWithoutMail:
      "Konfirmasi dulu alamat email Anda. Situs ini tidak mengirim email, jadi tautan konfirmasi Anda ada di log server: mintalah kepada pengelola situs ini, lalu kembali ke halaman ini.",
    confirmsAddress:
      "Tautan ini dikirim ke {email}, jadi bergabung sekaligus mengonfirmasi bahwa alamat itu milik Anda.",
    accept: "Gabung ke ruang kerja",
    accepting: "Bergabung…",
    unusable:
      "Undangan ini sudah tidak berlaku: sudah diterima atau ditarik, atau sudah kedaluwarsa (undangan berlaku tujuh hari).",
    noToken: "Halaman ini memerlukan tautan dari email undangan.",
    backToLinks: "Kembali ke tautan Anda",
  },
  errors: {
    emailMissing: "Masukkan alamat email Anda.",
    emailInvalid: "Masukkan alamat email Anda, misalnya nama@contoh.com.",
    passwordMissing: "Masukkan kata sandi Anda.",
    ageNotConfirmed: "Konfirmasikan bahwa Anda memenuhi usia minimum untuk memakai ChatLink.",
    emailTaken: "Sudah ada akun dengan email ini. Silakan masuk, atau atur ulang kata sandi Anda.",
    wrongCredentials:
      "Email dan kata sandi itu tidak cocok dengan akun mana pun. Periksa keduanya lalu coba lagi.",
    suspended:
      "Akun ini ditangguhkan dan tautannya dinonaktifkan. Jika menurut Anda ini keliru, hubungi pengelola situs.",
    tooManyAttempts: "Terlalu banyak percobaan. Coba lagi dalam {minutes, plural, other {# menit}}.",
    tooManySignups:
      "Terlalu banyak pendaftaran dari jaringan Anda. Coba lagi dalam {minutes, plural, other {# menit}}.",
    tooManyRequests: "Terlalu banyak permintaan. Coba lagi dalam {minutes, plural, other {# menit}}.",
    resetLinkUnusable:
      "Tautan ini sudah kedaluwarsa atau sudah dipakai. Minta yang baru: tautan hanya bisa dipakai sekali, selama satu jam.",
  },
  passwordProblems: {
    too_short: "Gunakan minimal {min} karakter.",
    too_long: "Gunakan maksimal {max} karakter.",
    is_email: "Jangan pakai alamat email Anda sebagai kata sandi.",
    common: "Kata sandi itu terlalu umum. Pilih yang lebih sulit ditebak.",
    too_simple: "Kata sandi itu terlalu mudah ditebak. Pakai lebih banyak karakter yang berbeda.",
  },
};

export const VERIFY_EMAIL_REMINDER: Translated<typeof EN_VERIFY_EMAIL_REMINDER> = {
  label: "Konfirmasi alamat email Anda",
  title: "Konfirmasi alamat email Anda.",
  sent: "Kami sudah mengirim tautan ke {email}.",
  why: "Buka tautan itu untuk mengonfirmasi bahwa alamat tersebut milik Anda.",
  withoutMail:
    "Situs ini tidak mengirim email, jadi tautan untuk mengonfirmasi {email} masuk ke log server. Mintalah kepada pengelola situs ini; jika pengelolanya Anda, tautan ada di baris log yang diawali “mail (SMTP_URL is not set”. Sampai saat itu Anda bisa membuat tautan, tetapi belum bisa mengundang atau bergabung ke ruang kerja bersama.",
  withoutMailOperator:
    "Situs ini tidak mengirim email, jadi tautan untuk mengonfirmasi {email} masuk ke log server. Mintalah kepada pengelola situs ini ({operator}); jika pengelolanya Anda, tautan ada di baris log yang diawali “mail (SMTP_URL is not set”. Sampai saat itu Anda bisa membuat tautan, tetapi belum bisa mengundang atau bergabung ke ruang kerja bersama.",
  resendWithoutMail: "Buat tautan baru",
  resentWithoutMail:
    "Tautan baru ada di log server (situs ini tidak mengirim email). Tautan berlaku tiga hari.",
  resend: "Kirim ulang tautan",
  resending: "Mengirim…",
  resent: "Terkirim. Tautan berlaku tiga hari; periksa folder spam jika tidak masuk.",
  limited:
    "Kami sudah mengirim beberapa tautan ke alamat ini dalam satu jam terakhir. Pakai yang terbaru, atau coba lagi nanti.",
  alreadyConfirmed: "Alamat Anda sudah dikonfirmasi.",
};
