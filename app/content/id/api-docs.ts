import type { API_DOCS as EN_API_DOCS } from "../api-docs";
import type { Translated } from "../translated";

/** Referensi API REST (/docs/api): hanya kata-katanya; metode, path, contoh, dan kode tetap sama. */
export const API_DOCS: Translated<typeof EN_API_DOCS> = {
  meta: {
    title: "Referensi API REST | ChatLink",
    description:
      "Buat, tampilkan, ubah, dan hapus tautan klik untuk chat WhatsApp, baca kliknya, dan buat kode QR-nya dari software Anda sendiri dengan API REST ChatLink.",
    keywords: [
      "API tautan WhatsApp",
      "API tautan pendek WhatsApp",
      "API klik untuk chat",
      "API kode QR WhatsApp",
    ],
  },
  intro: {
    heading: "API REST",
    body: "Software Anda dapat membuat dan mengelola tautan akun ChatLink Anda: tautan, nomor, dan klik yang sama dengan yang Anda lihat di dasbor. Setiap panggilan mengirim dan menjawab JSON, dengan kunci API.",
  },
  keysTitle: "Kunci",
  keys: [
    "Buat kunci di dasbor pada Pengaturan → Kunci API. Kunci hanya ditampilkan sekali; kami hanya menyimpan sidik jarinya.",
    "Kirim kunci di setiap panggilan sebagai {header}. Kunci hanya-baca dapat menampilkan daftar dan membaca; membuat, mengubah, dan menghapus memerlukan kunci baca dan tulis.",
    "Cabut kunci di halaman yang sama: panggilan berikutnya dengan kunci itu ditolak.",
  ],
  endpointsTitle: "Endpoint",
  endpointsNavLabel: "Endpoint",
  examples: {
    answerCaption: "Jawaban",
    curlCopyTarget: "contoh curl: {summary}",
    javascriptCopyTarget: "contoh JavaScript: {summary}",
    answerCopyTarget: "contoh jawaban: {summary}",
    answerRegion: "Jawaban: {summary}",
  },
  endpoints: {
    "post-links": {
      summary: "Buat tautan",
      details:
        'Kirim "phone" (seperti orang mengetiknya; tambahkan "country" seperti "ID" untuk nomor nasional) atau "url" (tautan WhatsApp seperti https://wa.me/447911123456?text=Hi), dan bila perlu "message" dan "alias"; kolom lain apa pun menghasilkan 400 yang menyebutkannya. Untuk tautan tim, kirim "agents" (1–20 id agen, sesuai urutan giliran) sebagai ganti nomor, "rotation" (round_robin, weighted, atau sticky), dan bila perlu "fallbackAgent" (saat tidak ada yang sedang buka); "message"-nya boleh memuat {agent}, {department}, dan {ref}. Menjawab 201 dengan tautannya. Kirim header Idempotency-Key agar aman untuk mengulang: kunci dan isi yang sama dalam sehari mengembalikan jawaban pertama dan tidak membuat apa pun.',
    },
    "get-links": {
      summary: "Tampilkan daftar tautan",
      details:
        'Yang terbaru lebih dulu, sebanyak "limit" (1–100, bawaan 20) sekaligus; berikan "nextCursor" dari satu halaman sebagai "cursor" untuk halaman berikutnya, sampai nilainya null. "q" mencari kode, nomor, dan pesan yang memuatnya.',
    },
    "get-links-id-": {
      summary: "Baca tautan",
      details: "Tautan beserta klik manusianya sepanjang waktu (bot dihitung terpisah).",
    },
    "patch-links-id-": {
      summary: "Ubah nomor atau pesan tautan",
      details:
        'Kirim "phone" (dan "country"), "message", atau keduanya; "message" bernilai null menghapusnya; tautan tim menerima "agents", "rotation", dan "fallbackAgent" sebagai ganti "phone", dan tautan apa pun menerima "qrRef"; kolom lain apa pun (seperti "alias") menghasilkan 400 yang menyebutkannya. Kode dan URL pendek tetap sama, jadi kode QR yang sudah dicetak tetap berfungsi; klik berikutnya menuju chat yang baru.',
    },
    "delete-links-id-": {
      summary: "Hapus tautan",
      details:
        "Menjawab 204. URL pendek lalu menampilkan Tautan Tidak Ditemukan, dan klik tautan ikut dihapus bersamanya.",
    },
    "get-links-id-analytics": {
      summary: "Baca klik tautan",
      details:
        'Dari "from" sampai "to" (hari UTC, YYYY-MM-DD, paling lama 366 hari; bawaannya 30 hari terakhir): klik orang per hari, negara, perangkat, sistem, browser, dan perujuk, serta kunjungan bot secara terpisah. Angkanya sama dengan di dasbor. "refs" menghitung klik per kata "?ref=", dari yang terbanyak ("qr" untuk pindaian kode QR yang dibuat ChatLink). "agents" menampilkan klik tautan tim per agen dengan nama terkini setiap agen ("Agen dihapus" setelah dihapus), dan kosong untuk tautan satu nomor. "visitors" menghitung pengunjung berbeda per hari (dijumlahkan selama rentang; per hari di "days"), tanpa menyimpan alamat atau pengenal tetap apa pun. "utm" menghitung klik per "utm_source", "utm_medium", dan "utm_campaign" tautan pendek. "hours" berisi 7 baris (Senin lebih dulu) berisi 24 jam: kapan orang mengeklik, dalam zona waktu workspace Anda ("timeZone"). Rentang boleh berakhir setelah hari ini: dibaca sampai hari ini.',
    },
    "get-links-id-analytics-csv": {
      summary: "Unduh klik tautan sebagai CSV",
      details:
        "Unduhan yang sama dengan di dasbor untuk rentang yang sama: satu baris per jam (rentang 3 hari atau kurang) atau per hari UTC, setiap dimensi dan nilai, orang dan bot terpisah. Baris anggota tim memuat nama mereka, baris ref memuat katanya.",
    },
    "get-analytics": {
      summary: "Baca klik workspace Anda",
      details:
        'Dari "from" sampai "to" (hari UTC, bawaannya 30 hari terakhir; rentang boleh berakhir setelah hari ini): klik orang di semua tautan Anda dan kunjungan bot secara terpisah, "previous" (angka yang sama untuk periode sepanjang itu tepat sebelumnya), "activeLinks", serta "links", "countries", kampanye "utm", dan "refs" teratas. Angkanya sama dengan ringkasan di dasbor.',
    },
    "get-analytics-settings": {
      summary: "Baca pengaturan statistik",
      details:
        'Zona waktu "hours" dan detail apa yang dicatat: "recordReferrer", "recordDevice" (perangkat, sistem, dan browser), dan "recordCountry".',
    },
    "patch-analytics-settings": {
      summary: "Ubah pengaturan statistik",
      details:
        'Kirim yang berubah: "timeZone" (nama seperti Asia/Jakarta; nama yang tidak dikenal menghasilkan 400 invalid_time_zone) atau sakelar "record…". Detail yang dimatikan tidak dicatat lagi mulai detik berikutnya, di semua tautan workspace; klik dan pengunjung selalu dihitung.',
    },
    "get-links-id-qr": {
      summary: "Buat kode QR tautan",
      details:
        'URL pendek sebagai kode QR: "format" png (bawaan) atau svg, "size" 64 sampai 2048 piksel (bawaan 300).',
    },
    "get-workspace": {
      summary: "Baca ruang kerja kunci",
      details: "Ruang kerja pemilik kunci, anggotanya, dan akses kunci tersebut.",
    },
    "get-agents": {
      summary: "Tampilkan daftar agen",
      details:
        'Orang-orang yang berbagi chat dari tautan tim Anda, yang terlama lebih dulu (paling banyak 200): {listShape}. "openNow" menunjukkan apakah jam kerja mereka membuat mereka buka saat ini; "active": false berarti dijeda.',
    },
    "post-agents": {
      summary: "Tambahkan agen",
      details:
        'Kirim "name" (1–60 karakter) dan "phone" (seperti orang mengetiknya, dengan "country" untuk nomor nasional), dan bila perlu "department", "weight" (1–100, bawaan 1: tautan tim berbobot memberi agen berbobot 2 chat dua kali lebih banyak), "active" (bawaan true), dan "hours" (zona waktu dan rentang mingguan; rentang boleh berakhir lewat tengah malam, seperti ["22:00", "02:00"]; "closedDates" sebagai YYYY-MM-DD; tanpa jam berarti selalu buka). Menjawab 201 dengan agennya.',
    },
    "get-agents-id-": {
      summary: "Baca agen",
      details: "Satu agen di ruang kerja Anda.",
    },
    "patch-agents-id-": {
      summary: "Ubah agen",
      details:
        'Kirim yang berubah (kolom yang sama seperti saat menambahkan; "hours": null berarti selalu buka, "active": false menjeda). Setiap tautan tim dengan agen ini mengikutinya sejak klik berikutnya.',
    },
    "delete-agents-id-": {
      summary: "Hapus agen",
      details:
        "Menjawab 204; agen keluar dari tautan timnya. Jika ia satu-satunya agen sebuah tautan tim, 409 agent_in_use menyebutkan tautan itu: beri tautan itu agen lain, atau hapus tautannya, terlebih dahulu.",
    },
    "get-domains": {
      summary: "Daftar domain sendiri",
      details: "Domain sendiri milik workspace Anda, menurut nama (paling banyak 20): {domainListShape}.",
    },
    "post-domains": {
      summary: "Tambah domain sendiri",
      details:
        'Kirim "domain" (misalnya chat.tokoanda.com). Menjawab 201 dengan domain berstatus tertunda: buat record TXT yang disebut di "verification" dengan nilainya, arahkan CNAME domain itu ke "target", lalu verifikasi. Nama yang sudah diverifikasi workspace lain menghasilkan 409 domain_taken.',
    },
    "get-domains-id-": {
      summary: "Baca domain sendiri",
      details:
        'Satu domain milik workspace Anda. "lastError" (dan "message") menyebut apa yang salah pada pemeriksaan terakhir; domain terverifikasi yang record-nya hilang selama sehari menjadi "failing" dan tidak dilayani lagi.',
    },
    "post-domains-id-verify": {
      summary: "Verifikasi domain sendiri sekarang",
      details:
        'Mencari record TXT sekarang. Menjawab dengan domainnya: "status": "verified" begitu record berisi nilainya; jika belum, tetap "pending" dengan "message" yang menyebut apa yang ditemukan.',
    },
    "delete-domains-id-": {
      summary: "Hapus domain sendiri",
      details: "Menjawab 204. Link yang dibuat di domain itu ikut terhapus, dan domain tidak dilayani lagi.",
    },
    "get-webhooks": {
      summary: "Daftar webhook",
      details:
        "Endpoint webhook ruang kerja Anda, yang terlama lebih dulu (paling banyak 10), tanpa rahasianya.",
    },
    "post-webhooks": {
      summary: "Tambah webhook",
      details:
        'Kirim "url" (http atau https, di alamat publik) dan "events" (link.created, link.updated, link.deleted, link.clicked). Menjawab 201 dengan endpoint dan "secret"-nya, yang hanya ditampilkan sekali ini: setiap pesan membawa header Standard Webhooks webhook-id, webhook-timestamp, dan webhook-signature, sebuah HMAC-SHA256 yang dibuat dengannya. Pesan yang gagal dicoba lagi selama kira-kira sehari.',
    },
    "get-webhooks-id-": {
      summary: "Baca webhook",
      details:
        'Satu endpoint. "disabledReason" menjelaskan mengapa endpoint dinonaktifkan setelah sehari pengiriman gagal.',
    },
    "patch-webhooks-id-": {
      summary: "Ubah webhook",
      details: 'Kirim yang berubah: "url", "events", atau "enabled" (true mengirim lagi yang menunggu).',
    },
    "delete-webhooks-id-": {
      summary: "Hapus webhook",
      details: "Menjawab 204. Log pengiriman dan pesan yang belum terkirim ikut terhapus.",
    },
    "get-webhooks-id-deliveries": {
      summary: "Daftar pengiriman webhook",
      details:
        "50 pesan terbaru (disimpan 7 hari): isi yang dikirim, kode status terakhir, waktu dan galat, serta kapan percobaan berikutnya.",
    },
    "post-webhooks-id-deliveries-deliveryid-retry": {
      summary: "Kirim ulang pesan",
      details: "Mengirimnya lagi sekarang, dengan webhook-id dan isi yang sama. Menjawab 202.",
    },
    "post-webhooks-id-test": {
      summary: "Kirim peristiwa uji",
      details: "Mengirim pesan webhook.test sekarang; hasilnya muncul di daftar pengiriman. Menjawab 202.",
    },
  },
  errorsTitle: "Galat",
  errorsIntro: "Setiap galat berupa JSON:",
  errors: {
    badRequest: 'Ada yang salah dalam permintaan; "field" menyebutkannya (invalid_phone, invalid_alias, …).',
    unauthorized: "Tanpa kunci, atau kunci yang tidak dikenal atau sudah dicabut.",
    forbidden: "Kunci hanya-baca mencoba menulis.",
    notFound: "Tautan itu tidak ada di akun Anda.",
    aliasTaken: "Tautan lain sudah memakai alias itu.",
    rateLimited:
      "Terlalu banyak panggilan dengan kunci ruang kerja ini dalam satu menit, atau tautan yang dibuat akun ini dalam satu jam; tunggu beberapa detik sesuai Retry-After.",
  },
  openApiNote:
    "Alat yang membaca OpenAPI 3.1 (pembuat kode, Postman, Insomnia) dapat memuat seluruh API dari",
};
