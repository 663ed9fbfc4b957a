import type { HowItWorksContent } from "../how-it-works";

export const HOW_IT_WORKS: HowItWorksContent = {
  meta: {
    title: "Cara Kerja: Link WhatsApp dalam 3 Langkah | ChatLink",
    description:
      "Buat link chat WhatsApp dan kode QR dalam tiga langkah: daftar gratis, masukkan nomor dengan kode negara, lalu buat link dan bagikan ke pelanggan.",
    keywords: [
      "cara membuat link WhatsApp",
      "cara buat link WA",
      "kode QR WhatsApp untuk bisnis",
      "generator link wa.me",
      "link WhatsApp dengan pesan",
      "link WA untuk jualan online",
    ],
  },
  intro: {
    heading: "Cara kerja ChatLink",
    body: "Dari nomor HP sampai jadi link yang tinggal diklik, semuanya selesai kurang dari semenit. Begini cara kerjanya dan di mana saja Anda bisa memakainya.",
  },
  headings: {
    steps: "Tiga langkah menuju link pertama Anda",
    useCases: "Di mana link Anda bisa dipakai",
    includedFeatures: "Semua sudah termasuk",
  },
  steps: [
    {
      title: "Buat akun gratis",
      description:
        "Daftar cukup dengan alamat email dan kata sandi. Tidak perlu kartu kredit, dan prosesnya kurang dari semenit. Anda juga bisa mencoba generator di halaman utama tanpa akun.",
    },
    {
      title: "Masukkan nomor WhatsApp Anda",
      description:
        "Ketik nomor Anda lengkap dengan kode negaranya, misalnya +62, +60, atau +65. Kami mendeteksi negara Anda dan mengisikan kodenya secara otomatis. Tambahkan alias sendiri dan pesan siap kirim jika perlu.",
    },
    {
      title: "Buat link dan kode QR",
      description:
        "Tekan Buat Link, dan link pendek serta kode QR Anda langsung muncul. Salin link-nya, unduh kode QR-nya, lalu bagikan di mana pun pelanggan Anda berada.",
    },
  ],
  useCases: [
    {
      title: "Website Bisnis",
      description:
        "Pasang link chat atau widget di situs Anda agar pengunjung bisa langsung bertanya saat itu juga, tanpa harus mengisi formulir kontak.",
      icon: "globe",
    },
    {
      title: "Materi Cetak",
      description:
        "Cetak kode QR di brosur, menu, poster, kemasan, dan kartu nama. Sekali pindai dengan kamera HP, chat dengan bisnis Anda langsung terbuka.",
      icon: "printer",
    },
    {
      title: "Media Sosial",
      description:
        "Taruh link pendek di bio Instagram, halaman Facebook, profil TikTok, atau postingan Anda agar pengikut bisa menghubungi Anda dengan sekali ketuk.",
      icon: "share",
    },
    {
      title: "Layanan Pelanggan",
      description:
        'Siapkan pesan pembuka, misalnya "Halo, saya butuh bantuan untuk pesanan nomor", agar pelanggan langsung sampai ke tim yang tepat dengan detail yang Anda perlukan sejak awal.',
      icon: "headset",
    },
  ],
  includedFeatures: [
    "Link WhatsApp gratis",
    "Kode QR untuk setiap link",
    "URL pendek yang tidak pernah kedaluwarsa",
    "Alias sendiri",
    "Pesan siap kirim",
    "Teks tebal, miring, coret, dan monospace",
    "Deteksi negara otomatis",
    "Statistik klik",
    "Edit link tanpa mengubah URL",
    "Beberapa nomor dalam satu dashboard",
    "Kode QR bermerek beresolusi tinggi",
    "Widget generator untuk dipasang di website",
  ],
  cta: {
    heading: "Siap mulai chat dengan pelanggan Anda?",
    body: "Buat akun gratis dalam waktu kurang dari semenit, atau lihat lebih dekat semua yang bisa dilakukan ChatLink.",
  },
};
