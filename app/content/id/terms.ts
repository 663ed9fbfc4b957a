import { SUPPORT_EMAIL, UPTIME_PROMISE } from "../site";
import type { TermsContent } from "../terms";

export const TERMS: TermsContent = {
  meta: {
    title: "Ketentuan Layanan | ChatLink",
    description:
      "Ketentuan penggunaan generator link WhatsApp, URL pendek, dan kode QR ChatLink: syarat pengguna, penggunaan yang diizinkan, penghapusan, dan tanggung jawab.",
    keywords: [
      "ketentuan layanan ChatLink",
      "syarat dan ketentuan",
      "ketentuan generator link WhatsApp",
      "kebijakan penggunaan yang wajar",
      "ketentuan link pendek",
    ],
  },
  intro:
    "Ketentuan Layanan ini menjelaskan aturan penggunaan ChatLink, situs web dan layanan untuk membuat link chat WhatsApp, URL pendek, dan kode QR. Mohon baca dengan saksama. Dengan menggunakan ChatLink, Anda menyetujui ketentuan ini.",
  sections: [
    {
      heading: "Persetujuan atas Ketentuan Ini",
      paragraphs: [
        'Ketentuan ini merupakan perjanjian antara Anda dan pengelola ChatLink ("ChatLink", "kami"). Ketentuan ini berlaku setiap kali Anda mengunjungi situs, menggunakan generator link atau widget yang dapat disematkan, membuka link pendek ChatLink, atau membuat akun.',
        'Jika Anda tidak menyetujui Ketentuan ini, jangan gunakan ChatLink. Jika Anda menggunakan ChatLink atas nama bisnis atau organisasi lain, Anda menyatakan bahwa Anda berwenang menerima Ketentuan ini atas nama organisasi tersebut, dan "Anda" mencakup organisasi tersebut.',
      ],
    },
    {
      heading: "Syarat Pengguna dan Usia Minimum",
      paragraphs: [
        "Anda harus berusia minimal 13 tahun untuk menggunakan ChatLink. Jika Anda tinggal di Uni Eropa atau Kawasan Ekonomi Eropa, Anda harus berusia minimal 16 tahun. Jika Anda belum mencapai usia dewasa menurut hukum di tempat tinggal Anda, Anda hanya boleh menggunakan ChatLink dengan izin orang tua atau wali yang menyetujui Ketentuan ini.",
        "Anda tidak boleh menggunakan ChatLink jika kami pernah memblokir Anda atau akun Anda, atau jika hukum yang berlaku bagi Anda melarangnya.",
      ],
    },
    {
      heading: "Layanan",
      paragraphs: [
        "ChatLink mengubah nomor telepon WhatsApp, dengan pesan siap kirim dan alias pilihan yang bersifat opsional, menjadi link pendek dan kode QR. Saat seseorang membuka link pendek tersebut, kami meneruskannya ke alamat click-to-chat milik WhatsApp sendiri, yang membuka chat satu lawan satu dengan nomor itu. Link ke chat grup tidak didukung.",
        "Anda dapat menggunakan generator tanpa akun. Akun memberikan fitur tambahan seperti mengedit link dan statistik klik. Kami dapat menambah, mengubah, atau menghapus fitur, dan kami dapat menetapkan batasan yang wajar, misalnya jumlah link yang dapat dibuat dalam waktu singkat, agar layanan tetap adil dan tersedia bagi semua orang.",
      ],
    },
    {
      heading: "Akun Anda",
      paragraphs: [
        "Untuk membuat akun, Anda memerlukan alamat email dan kata sandi. Berikan informasi yang akurat dan selalu perbarui informasi tersebut.",
        "Jaga kerahasiaan kata sandi Anda dan jangan berbagi akun. Anda bertanggung jawab atas semua yang terjadi di akun Anda. Segera beri tahu kami melalui alamat kontak di bawah jika Anda menduga ada orang lain yang menggunakannya tanpa izin Anda.",
        "Anda dapat menghapus akun kapan saja dari pengaturan akun.",
      ],
    },
    {
      heading: "Penggunaan yang Diizinkan",
      paragraphs: [
        "Gunakan ChatLink hanya untuk tujuan yang sah dan dengan cara yang menghormati orang lain. Secara khusus, Anda dilarang:",
      ],
      bullets: [
        "mengirim spam atau pesan massal yang tidak diminta, atau menggunakan link untuk mengumpulkan kontak demi spam",
        "menjalankan penipuan, phishing, kecurangan, atau skema apa pun untuk mengelabui orang atau mengambil uang maupun data mereka",
        "membagikan, mempromosikan, atau memfasilitasi hal apa pun yang melanggar hukum",
        "menyamar sebagai orang, bisnis, atau organisasi mana pun, atau menyesatkan orang tentang siapa yang mereka hubungi",
        "membuat link ke nomor telepon yang tidak berhak Anda gunakan, atau tanpa persetujuan pemilik nomor tersebut",
        "melecehkan, mengancam, atau menyalahgunakan siapa pun",
        "membuat link secara massal dengan cara otomatis, mengakali batasan atau pemblokiran, atau mengganggu maupun membebani layanan",
        "menyelidiki, memindai, atau menguji keamanan ChatLink tanpa izin tertulis dari kami",
        "melanggar ketentuan layanan WhatsApp sendiri atau hukum apa pun yang berlaku bagi Anda",
      ],
    },
    {
      heading: "Link dan Konten yang Anda Buat",
      paragraphs: [
        "Anda bertanggung jawab atas nomor telepon, pesan, dan alias yang Anda masukkan ke ChatLink, serta atas cara Anda membagikan link dan kode QR yang dihasilkan. Anda menyatakan bahwa Anda berhak menggunakannya dan bahwa semua itu tidak melanggar Ketentuan ini maupun hukum.",
        "Anda tetap memiliki hak apa pun yang Anda miliki atas konten Anda. Anda memberi kami lisensi yang berlaku di seluruh dunia, non-eksklusif, dan bebas royalti untuk menyimpan, menyalin, memproses, dan menampilkannya hanya sejauh diperlukan untuk menjalankan, mengamankan, dan meningkatkan ChatLink, misalnya untuk mengarahkan orang yang membuka link Anda dan untuk menampilkan statistiknya kepada Anda.",
        "Sebuah link mengarahkan orang ke chat WhatsApp dengan nomor yang menjadi tujuan link tersebut. Siapa pun yang membukanya dapat melihat nomor itu beserta pesan siap kirimnya, jadi buatlah hanya link yang memang Anda rela bagikan.",
      ],
    },
    {
      heading: "Konten yang Dilarang",
      paragraphs: ["Link, alias, dan pesan tidak boleh berisi, mempromosikan, atau mengarah ke:"],
      bullets: [
        "materi pelecehan seksual terhadap anak, atau konten apa pun yang menyeksualisasi atau membahayakan anak di bawah umur",
        "barang atau jasa ilegal, termasuk narkoba, senjata, barang palsu, dan data curian",
        "penawaran palsu, hadiah bohong, penipuan investasi, atau permintaan kata sandi maupun data pembayaran",
        "malware, atau petunjuk yang dimaksudkan untuk merusak perangkat atau akun",
        "ujaran kebencian, atau konten yang menghasut kekerasan terhadap orang atau kelompok mana pun",
        "konten yang melanggar hak cipta, merek dagang, atau hak lain milik orang lain",
        "informasi pribadi orang lain yang dibagikan tanpa persetujuan mereka",
        "konten seksual eksplisit yang dikirim kepada orang yang tidak memintanya",
      ],
    },
    {
      heading: "Pemantauan, Investigasi, dan Penegakan",
      paragraphs: [
        "Kami tidak wajib meninjau link dan pesan yang dibuat orang, tetapi kami dapat melakukannya kapan saja. Kami dapat memantau penggunaan ChatLink, menyelidiki dugaan pelanggaran Ketentuan ini, serta menghapus atau menonaktifkan link atau konten apa pun.",
        "Kami dapat menangguhkan atau mengakhiri akun mana pun, dan menghentikan siapa pun dari membuat link, jika kami yakin Ketentuan ini atau hukum telah dilanggar, atau untuk melindungi ChatLink, penggunanya, maupun orang-orang yang membuka link-nya.",
        "Kami bekerja sama dengan aparat penegak hukum dan menanggapi permintaan yang sah dari pihak berwenang, dan kami dapat membagikan informasi tentang link dan akun kepada mereka jika diwajibkan oleh hukum atau jika kami dengan itikad baik yakin hal itu diperlukan untuk mencegah kerugian.",
      ],
    },
    {
      heading: "Penghapusan Konten dan Pemblokiran",
      paragraphs: [
        "Link dan akun yang melanggar Ketentuan ini dapat dihapus atau diblokir secara permanen tanpa pemberitahuan. Konten yang dihapus tidak dapat dipulihkan, dan kami tidak wajib menyimpan salinannya.",
        "Jika sebuah akun diblokir, semua link-nya berhenti berfungsi dan siapa pun yang membukanya akan melihat halaman Link Tidak Ditemukan. Orang yang diblokir tidak boleh membuat akun baru atau dengan cara lain terus menggunakan ChatLink.",
        "Jika Anda yakin kami keliru menghapus sebuah link atau memblokir sebuah akun, tulis kepada kami melalui alamat kontak di bawah dan kami akan meninjaunya kembali.",
      ],
    },
    {
      heading: "Hak Kekayaan Intelektual",
      paragraphs: [
        "ChatLink, termasuk nama, logo, desain, teks, dan perangkat lunaknya, adalah milik kami atau pemberi lisensi kami dan dilindungi oleh hukum kekayaan intelektual. Ketentuan ini tidak memberi Anda hak apa pun untuk menggunakan nama atau logo kami, kecuali untuk menyebut layanan ini secara wajar dan akurat.",
        "Anda boleh menggunakan link dan kode QR yang Anda buat, termasuk di materi cetak, iklan, dan website Anda sendiri, dan Anda boleh menyematkan generator kami dengan kode widget yang kami sediakan. Jangan menyalin, memodifikasi, atau menjual kembali layanan itu sendiri, atau menghapus pemberitahuan apa pun darinya.",
      ],
    },
    {
      heading: "WhatsApp dan Layanan Pihak Ketiga Lainnya",
      paragraphs: [
        "WhatsApp adalah merek dagang milik pemiliknya, WhatsApp LLC, sebuah perusahaan Meta. ChatLink adalah layanan independen. ChatLink tidak berafiliasi dengan, tidak didukung oleh, dan tidak disponsori oleh WhatsApp atau Meta.",
        "Link kami membuka WhatsApp, yaitu layanan terpisah yang dijalankan oleh pihak ketiga berdasarkan ketentuan dan kebijakan privasinya sendiri. Kami tidak mengendalikan WhatsApp, apakah suatu nomor terdaftar di sana, atau cara WhatsApp menangani chat, dan kami tidak bertanggung jawab atasnya.",
        "Jika ChatLink menggunakan pihak ketiga lain, misalnya penyedia pembayaran jika paket berbayar ditawarkan, ketentuan mereka sendiri juga berlaku atas apa yang mereka lakukan.",
      ],
    },
    {
      heading: "Ketersediaan Layanan",
      paragraphs: [
        `Kami menargetkan ChatLink dan link-linknya dapat diakses ${UPTIME_PROMISE} dari seluruh waktu, dan kami merancang serta menjalankan layanan ini untuk mencapai target tersebut. Ini adalah target, bukan janji.`,
        "Kami tidak menjamin tingkat ketersediaan apa pun, dan kami tidak memberikan pengembalian dana, kredit, atau kompensasi lain atas gangguan layanan.",
        "ChatLink sesekali mungkin tidak dapat diakses, misalnya karena pemeliharaan, gangguan teknis, atau kejadian di luar kendali kami, seperti kegagalan jaringan, penyedia hosting, atau WhatsApp itu sendiri.",
      ],
    },
    {
      heading: "Penafian",
      paragraphs: [
        'ChatLink disediakan "sebagaimana adanya" dan "sebagaimana tersedia". Sejauh diizinkan oleh hukum, kami tidak memberikan jaminan apa pun, baik tersurat maupun tersirat, termasuk jaminan kelayakan untuk diperdagangkan, kesesuaian untuk tujuan tertentu, tidak adanya pelanggaran hak, atau bahwa layanan akan bebas gangguan, bebas kesalahan, atau aman.',
        "Kami tidak memeriksa siapa di balik sebuah link atau apakah sebuah pesan benar. Berhati-hatilah saat menghubungi orang yang tidak Anda kenal, dan jangan pernah mengirim kata sandi atau data pembayaran kepada orang yang tidak Anda percayai.",
        "Tidak ada bagian dari Ketentuan ini yang membatasi hak Anda sebagai konsumen yang tidak dapat dibatasi melalui perjanjian.",
      ],
    },
    {
      heading: "Batasan Tanggung Jawab",
      paragraphs: [
        "Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian tidak langsung, insidental, khusus, konsekuensial, atau yang bersifat hukuman, maupun atas hilangnya keuntungan, pendapatan, data, bisnis, atau nama baik, yang timbul dari atau terkait dengan penggunaan ChatLink oleh Anda.",
        "Sejauh diizinkan oleh hukum, total tanggung jawab kami atas semua klaim yang timbul dari atau terkait dengan ChatLink terbatas pada jumlah yang Anda bayarkan kepada kami untuk layanan ini dalam 12 bulan sebelum kejadian yang menjadi dasar klaim. Jika Anda hanya menggunakan layanan gratis, jumlah tersebut adalah nol.",
        "Batasan ini tidak berlaku untuk tanggung jawab yang menurut hukum tidak dapat dibatasi atau dikecualikan, seperti tanggung jawab atas kematian atau cedera badan akibat kelalaian, atau atas penipuan.",
      ],
    },
    {
      heading: "Ganti Rugi",
      paragraphs: [
        "Anda setuju untuk membela, mengganti rugi, dan membebaskan ChatLink beserta pengelolanya dari segala klaim, kerugian, dan biaya, termasuk biaya hukum yang wajar, yang timbul dari link dan konten yang Anda buat, penggunaan ChatLink oleh Anda, atau pelanggaran Anda terhadap Ketentuan ini maupun hukum.",
      ],
    },
    {
      heading: "Perubahan Ketentuan Ini",
      paragraphs: [
        'Kami dapat memperbarui Ketentuan ini dari waktu ke waktu. Jika itu terjadi, kami akan mengubah tanggal "Terakhir Diperbarui" di bagian atas halaman ini, dan untuk perubahan penting kami akan memberikan pemberitahuan yang wajar di situs atau melalui email kepada pemilik akun.',
        "Jika Anda tetap menggunakan ChatLink setelah perubahan berlaku, berarti Anda menerima Ketentuan yang telah diperbarui. Jika Anda tidak setuju, berhentilah menggunakan ChatLink dan hapus akun Anda.",
      ],
    },
    {
      heading: "Hukum yang Berlaku dan Kontak",
      paragraphs: [
        "Ketentuan ini diatur oleh hukum negara tempat pengelola ChatLink berkedudukan, tanpa memperhatikan kaidah pilihan hukum. Jika Anda adalah konsumen, Anda tetap mendapatkan perlindungan dari hukum yang bersifat memaksa di negara tempat tinggal Anda, dan Anda dapat mengajukan gugatan di pengadilan negara tersebut.",
        "Jika ada bagian dari Ketentuan ini yang tidak dapat diberlakukan, bagian lainnya tetap berlaku. Jika kami tidak memberlakukan suatu bagian dari Ketentuan ini, hal itu tidak berarti kami melepaskan hak kami untuk memberlakukannya di kemudian hari.",
        `Ada pertanyaan tentang Ketentuan ini? Kirim email kepada kami di ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
  notice:
    "ChatLink adalah layanan independen dan tidak berafiliasi dengan, tidak didukung oleh, serta tidak disponsori oleh WhatsApp LLC maupun Meta Platforms, Inc. WhatsApp adalah merek dagang milik WhatsApp LLC.",
};
