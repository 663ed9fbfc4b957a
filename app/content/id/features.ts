import type { FeaturesContent } from "../features";

export const FEATURES: FeaturesContent = {
  meta: {
    title: "Fitur: Link WhatsApp, Kode QR, Statistik | ChatLink",
    description:
      "Kenali fitur ChatLink: link chat WhatsApp, kode QR, link pendek dengan alias sendiri, pesan siap kirim, dan statistik klik untuk bisnis Anda.",
    keywords: [
      "fitur link WhatsApp",
      "kode QR WhatsApp",
      "link pendek custom",
      "statistik klik link WhatsApp",
      "link WA dengan pesan otomatis",
      "link WhatsApp untuk bisnis",
      "link WhatsApp untuk tim CS",
    ],
  },
  intro: {
    heading: "Semua yang Anda butuhkan untuk chat WhatsApp sekali klik",
    body: "ChatLink menggabungkan pembuat link, kode QR, link pendek, dan statistik klik dalam satu alat yang praktis. Buat link dalam hitungan detik tanpa akun, atau daftar gratis untuk mengelola dan memantau semua link Anda di satu tempat.",
  },
  groups: [
    {
      title: "Generator Link WhatsApp",
      description:
        "Buat link chat yang langsung membuka percakapan dengan nomor Anda, lengkap dengan pesan yang tinggal dikirim.",
      icon: "link",
      items: [
        "Link chat untuk nomor WhatsApp apa pun, pribadi maupun bisnis",
        "Deteksi negara otomatis yang langsung mengisi kode negara Anda",
        "Pesan siap kirim hingga 1.000 karakter",
        "Tombol format tebal, miring, coret, dan monospace",
        "Nomor internasional dari lebih dari 200 negara dan wilayah",
        "Link yang membuka aplikasi WhatsApp, WhatsApp Desktop, atau WhatsApp Web",
      ],
    },
    {
      title: "Generator Kode QR",
      description:
        "Setiap link dilengkapi kode QR yang langsung membuka chat saat dipindai dengan kamera HP.",
      icon: "qr",
      items: [
        "Kode QR untuk setiap link, langsung jadi",
        "Unduh sebagai PNG untuk pemakaian sehari-hari atau SVG agar tetap tajam saat dicetak di ukuran berapa pun",
        "Unduhan resolusi tinggi hingga 2048 piksel",
        "Kode QR bermerek dengan warna dan logo bisnis Anda sendiri",
        "Siap dipasang di brosur, menu, kemasan, kartu nama, dan papan nama",
        "Dibuat di server kami sendiri, tidak pernah lewat layanan QR pihak ketiga",
      ],
    },
    {
      title: "Pemendek URL",
      description:
        "Link pendek yang mudah dibaca, diketik, dan dibagikan, dan selalu mengarah ke chat WhatsApp.",
      icon: "shortener",
      items: [
        "Link pendek yang bisa dibagikan di mana saja: bio, postingan, email, dan iklan",
        "Alias sendiri sepanjang 5 sampai 50 karakter berupa huruf, angka, garis bawah, dan tanda hubung",
        "Kode acak 7 karakter jika Anda tidak butuh alias",
        "Link yang tidak pernah kedaluwarsa",
        "Ganti nomor atau pesan di balik link tanpa mengubah URL-nya",
        "Impor link dari file CSV, termasuk hasil ekspor Bitly, Shlink, YOURLS, dan Kutt",
      ],
    },
    {
      title: "Statistik & Pengelolaan",
      description:
        "Lihat apa yang berhasil, dan kelola semua nomor, tim, serta kampanye Anda dalam satu dashboard.",
      icon: "chart",
      items: [
        "Jumlah klik dari waktu ke waktu, per hari dan per jam",
        "Klik berdasarkan negara, jenis perangkat, sistem operasi, browser, dan situs perujuk",
        "Klik dari orang sungguhan dihitung terpisah dari bot dan pratinjau link",
        "Analitik lanjutan: pengunjung per hari yang dihitung tanpa menyimpan alamat apa pun, kampanye UTM dengan pembuat tautan, hari dan jam pelanggan datang, serta ringkasan workspace",
        "Chat per agen per hari, dan klik per sumber: kata ?ref=, dengan pindaian kode QR dihitung terpisah",
        "Beberapa nomor WhatsApp dalam satu dashboard",
        "Link tim yang membagi chat dari satu link ke para agen Anda: bergiliran, berdasarkan bobot, atau ke agen yang sama untuk pengunjung yang kembali",
        "Agen dengan jam operasional di zona waktunya masing-masing, dan divisi yang bisa menjadi tujuan sebuah link",
        "Template pesan tersimpan, dengan {agent}, {department}, dan {ref} yang terisi otomatis di setiap klik",
        "Ruang kerja bersama dengan peran untuk setiap anggota: pelihat, editor, admin, atau pemilik",
        "Data klik untuk rentang tanggal mana pun dalam file CSV, serta REST API untuk sistem Anda sendiri",
      ],
    },
  ],
  cta: {
    heading: "Buat link WhatsApp pertama Anda sekarang",
    body: "Hanya butuh beberapa detik dan tanpa biaya. Buat link dan kode QR di halaman utama, atau buat akun gratis untuk mengedit link dan memantau klik.",
  },
};
