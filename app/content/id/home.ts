import type { HomeContent } from "../home";

export const HOME: HomeContent = {
  meta: {
    title: "ChatLink - Buat Link WhatsApp Gratis dan Kode QR",
    description:
      "Buat link chat WhatsApp, link pendek, dan kode QR gratis dalam hitungan detik. Tambahkan pesan siap kirim agar pelanggan bisa menghubungi Anda sekali klik.",
    keywords: [
      "buat link WhatsApp",
      "generator link WhatsApp",
      "link wa.me",
      "link WA otomatis",
      "kode QR WhatsApp",
      "link WhatsApp dengan pesan",
      "link chat WhatsApp",
      "link WhatsApp gratis",
    ],
  },
  hero: {
    eyebrow: "Generator link WhatsApp gratis",
    heading: "Mulai chat WhatsApp hanya dengan sekali klik",
    subheading:
      "Ubah nomor WhatsApp Anda menjadi link pendek dan kode QR dalam hitungan detik. Pelanggan cukup sekali ketuk, langsung masuk ke chat dengan Anda, pesannya pun sudah terketik. Tanpa perlu instal aplikasi, dan bisa langsung dicoba tanpa akun.",
  },
  strip: [
    {
      title: "Link WhatsApp",
      description: "Link chat yang langsung membuka percakapan dengan nomor Anda, di HP maupun komputer.",
      icon: "link",
    },
    {
      title: "Generator Kode QR",
      description:
        "Kode QR siap pindai untuk setiap link, cocok untuk brosur, menu, kemasan, dan etalase toko.",
      icon: "qr",
    },
    {
      title: "Pemendek URL",
      description: "Link pendek dan rapi, bisa dengan alias sendiri, jadi mudah dibagikan dan diingat.",
      icon: "shortener",
    },
  ],
  whyChoose: {
    heading: "Kenapa Memilih ChatLink",
    intro:
      "Semua yang Anda butuhkan untuk mengubah nomor HP menjadi percakapan dengan pelanggan, tanpa biaya, tanpa ribet, dan tanpa pelacak.",
    cards: [
      {
        title: "Jadi dalam Hitungan Detik",
        description:
          "Masukkan nomor Anda, tambahkan pesan jika mau, lalu tekan Buat Link. Link pendek dan kode QR Anda langsung muncul.",
        icon: "zap",
      },
      {
        title: "Gratis Dipakai",
        description:
          "Buat link, URL pendek, dan kode QR tanpa biaya. Tanpa kartu kredit, tanpa masa percobaan, dan tanpa biaya untuk setiap klik yang masuk.",
        icon: "heart",
      },
      {
        title: "Pesan Siap Kirim",
        description:
          "Mulai setiap chat dengan kalimat yang tepat. Tambahkan salam atau minta nomor pesanan, lengkap dengan teks tebal, miring, coret, dan monospace.",
        icon: "message",
      },
      {
        title: "Bisa Dipakai di Seluruh Dunia",
        description:
          "Kami mendeteksi negara Anda dan mengisikan kode negaranya secara otomatis. Nomor dari lebih dari 200 negara dan wilayah didukung.",
        icon: "globe",
      },
      {
        title: "Statistik Klik",
        description:
          "Dengan akun gratis, lihat berapa banyak orang yang membuka setiap link, dari negara dan perangkat apa, serta situs mana yang mengarahkan mereka.",
        icon: "chart",
      },
      {
        title: "Privasi Terjaga",
        description:
          "Tanpa pelacak pihak ketiga, skrip iklan, atau cookie pelacak. Klik dihitung tanpa menyimpan alamat IP siapa pun.",
        icon: "shield",
      },
    ],
  },
  cta: {
    heading: "Siap mendapatkan lebih banyak chat dari pelanggan?",
    body: "Lihat bagaimana ChatLink mengubah nomor HP menjadi link yang siap dibagikan dan kode QR yang siap dicetak, hanya dalam tiga langkah mudah.",
    buttonLabel: "Lihat Cara Kerjanya",
  },
};
