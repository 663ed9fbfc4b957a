import type { WidgetContent } from "../widget";

export const WIDGET: WidgetContent = {
  meta: {
    title: "Pasang Widget Generator Link WhatsApp | ChatLink",
    description:
      "Pasang generator link WhatsApp gratis dari ChatLink di website Anda dengan kode HTML singkat. Pengunjung bisa membuat link chat dan kode QR di halaman Anda.",
    keywords: [
      "widget WhatsApp",
      "widget WhatsApp untuk website",
      "pasang generator link WhatsApp",
      "iframe generator link WhatsApp",
      "widget WhatsApp gratis",
      "widget kode QR WhatsApp",
    ],
  },
  intro: {
    heading: "Pasang generator link WhatsApp di website Anda",
    body: "Berikan pengunjung Anda generator gratis yang sama dengan yang kami pakai di halaman utama. Cukup satu kode HTML singkat untuk memasangnya di situs mana pun, dan tampilannya menyesuaikan lebar halaman Anda di HP maupun desktop.",
  },
  headings: {
    preview: "Pratinjau langsung",
    embedCode: "Kode sematan",
    embedCodeNote: "Tempel iframe ini di bagian halaman tempat generator ingin ditampilkan.",
    example: "Contoh HTML lengkap",
    exampleNote:
      "Satu halaman utuh yang sudah berisi widget, siap disimpan sebagai file .html dan dibuka di browser.",
    steps: "Pasang dalam tiga langkah",
    features: "Yang Anda dapatkan",
    faq: "Ada pertanyaan tentang widget?",
  },
  steps: [
    {
      title: "Salin kode sematan",
      description:
        "Tekan Salin di samping kode sematan: sebuah tag iframe dan beberapa baris skrip inline yang membuat bingkainya pas dengan generator. Tidak ada yang dimuat dari server lain; iframe-nya juga tetap berfungsi tanpa skrip tersebut.",
    },
    {
      title: "Tempel di halaman Anda",
      description:
        "Tempel kode tersebut ke HTML halaman Anda, di tempat generator ingin ditampilkan. Bisa dipakai di WordPress, Wix, Squarespace, Shopify, dan pembuat situs apa pun yang menerima HTML kustom.",
    },
    {
      title: "Terbitkan dan coba",
      description:
        "Simpan dan terbitkan halaman Anda, lalu buat link percobaan. Widget mengisi penuh lebar wadahnya dengan tinggi 600 piksel; ubah tingginya sesuai tata letak Anda.",
    },
  ],
  features: [
    "Gratis dipasang, tanpa akun atau kunci API",
    "Responsif: mengisi penuh lebar wadahnya di HP maupun desktop",
    "Tanpa file skrip yang perlu dimuat: cukup iframe dan beberapa baris inline, jadi situs Anda tetap cepat dan terpisah",
    "Sudah termasuk deteksi negara, alias sendiri, format pesan, dan kode QR",
    "Tanpa cookie, pelacak, atau iklan di dalam widget",
    "Pembaruan langsung sampai ke situs Anda, tanpa perlu memperbarui apa pun",
  ],
  chatButton: {
    heading: "Atau pasang tombol chat WhatsApp",
    body: "Generator membuat pengunjung bisa membuat tautan sendiri. Agar mereka bisa mengirim pesan kepada Anda, pasang tombol chat: satu baris HTML menaruh tombol WhatsApp mengambang di pojok halaman Anda. Buat tautan di akun gratis Anda, buka halaman Tombol chat-nya, lalu salin barisnya.",
    points: [
      "Skrip kurang dari 6 KB, dimuat tanpa menghambat halaman Anda",
      "Tanpa cookie dan tidak ada yang disimpan di situs Anda",
      "Untuk tautan tim, panel berisi setiap departemen, siapa yang sedang buka, dan kapan buka lagi menurut zona waktu pengunjung",
      "Dalam bahasa pengunjung, dari kanan ke kiri untuk bahasa Arab, dan bisa dipakai dengan keyboard atau pembaca layar",
    ],
    codeCaption: "Tombol chat",
    codeNote:
      "Halaman Tombol chat untuk tautan Anda memberikan baris ini dengan kode Anda sendiri menggantikan your-code.",
    cta: "Buat tombol chat saya",
  },
  faqButtonLabel: "Baca FAQ",
  themeNote:
    "Skrip ini membuat bingkai membesar agar generator muat. Widget ini terang; untuk mode gelap tambahkan ?theme=dark setelah widget-embed di alamatnya, atau ?theme=auto untuk mengikuti pengaturan setiap pengunjung.",
};
