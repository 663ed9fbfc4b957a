import type { PrivacyContent } from "../privacy";
import { SUPPORT_EMAIL } from "../site";

export const PRIVACY: PrivacyContent = {
  meta: {
    title: "Kebijakan Privasi | ChatLink",
    description:
      "Apa yang disimpan ChatLink saat Anda membuat atau membuka link WhatsApp: tanpa alamat IP mentah, tanpa cookie pelacak, tanpa pelacak pihak ketiga.",
    keywords: [
      "kebijakan privasi ChatLink",
      "privasi link WhatsApp",
      "pemendek link tanpa pelacakan",
      "GDPR",
      "perlindungan data pribadi",
      "privasi statistik klik",
    ],
  },
  intro:
    "Kebijakan Privasi ini menjelaskan secara persis apa yang disimpan ChatLink saat Anda membuat link WhatsApp, saat seseorang membukanya, dan saat Anda memiliki akun, alasan kami menyimpannya, berapa lama kami menyimpannya, serta pilihan yang Anda miliki. Kami mengumpulkan data sesedikit mungkin: kami tidak menyimpan alamat IP mentah, tidak memasang cookie pelacak, dan tidak menjalankan analitik maupun iklan pihak ketiga.",
  sections: [
    {
      heading: "Siapa Kami dan Cakupan Kebijakan Ini",
      paragraphs: [
        'ChatLink ("kami") adalah layanan untuk membuat link chat WhatsApp, URL pendek, dan kode QR. Pengelola situs ChatLink ini adalah pengendali data pribadi yang dijelaskan di sini.',
        "Kebijakan ini mencakup situs web ini, generator link (termasuk widget yang disematkan di situs web lain), link pendek yang kami layani, dan akun ChatLink. Saat sebuah link mengarahkan seseorang ke WhatsApp, kebijakan privasi WhatsApp sendiri yang berlaku atas apa yang terjadi di sana.",
      ],
    },
    {
      heading: "Informasi yang Disimpan Saat Anda Membuat Link",
      paragraphs: [
        "Anda dapat membuat link tanpa akun. Kami hanya menyimpan apa yang dibutuhkan agar link berfungsi, ditambah satu nilai yang melindungi layanan dari penyalahgunaan: sidik jari pembuat. Sidik jari ini adalah hash berkunci (HMAC) dari alamat IP Anda, yang dibuat dengan kunci rahasia yang tetap berada di server kami. Dengan sidik jari ini kami dapat menerapkan batasan, misalnya berapa banyak link yang dapat dibuat satu alamat dalam satu menit, dan menghentikan alamat yang menyalahgunakan layanan. Tanpa kunci tersebut, sidik jari ini tidak dapat dikembalikan menjadi alamat IP Anda, dan kami tidak menggunakannya untuk hal lain. Jika sebuah alamat dilarang membuat link karena penyalahgunaan, kami menyimpan sidik jarinya beserta alasannya dalam daftar blokir. Kami tidak pernah menyimpan alamat IP mentah.",
        "Untuk setiap link, kami hanya menyimpan:",
      ],
      bullets: [
        "nomor telepon tujuan, dalam bentuk angka saja",
        "pesan siap kirim, jika Anda menuliskannya",
        "alias yang Anda pilih, atau kode pendek yang kami buat",
        "kapan link dibuat dan terakhir diubah",
        "apakah link aktif atau telah dihapus, beserta alasan penghapusannya",
        "sidik jari pembuat, yang hanya digunakan untuk batasan penyalahgunaan",
        "jika Anda masuk ke akun, akun mana yang memiliki link tersebut",
      ],
    },
    {
      heading: "Statistik Klik",
      paragraphs: [
        "Saat seseorang membuka link pendek, kami meneruskannya ke WhatsApp dan menambahkan satu ke sekumpulan penghitung untuk link tersebut. Kami menentukan negara pengunjung di server kami sendiri, dari basis data IP-ke-negara yang kami simpan di sana (ip-location-db, yang disusun dari data registri internet regional yang diterbitkan oleh NRO di bawah lisensi CC BY 4.0), lalu membuang alamat tersebut: alamat IP tidak disimpan, dan tidak ada catatan tentang klik individual atau siapa yang melakukannya. Perangkat, sistem operasi, dan browser dibaca dari informasi standar yang dikirim setiap browser bersama permintaannya.",
        "Untuk menghitung berapa banyak orang berbeda yang membuka tautan setiap hari tanpa mengetahui siapa mereka, kami melakukan apa yang dilakukan analitik yang menghormati privasi: alamat IP pengunjung dan keterangan browsernya, bersama workspace tautan, diubah menjadi hash berkunci (SHA-256) dengan rahasia acak, yaitu salt, yang baru setiap hari, dan kami menyimpan 64 bit darinya. Alamatnya sendiri tidak pernah disimpan. Orang yang sama menghasilkan hash yang sama hanya dalam satu hari (UTC), sehingga hari-hari tidak dapat dihubungkan; salt setiap hari disimpan di database kami hanya selama hari itu berlangsung dan dihapus tak lama setelah hari itu berakhir, bersama hash hari itu, yang diganti dengan hitungan biasa. Pemilik tautan juga dapat mematikan pencatatan situs perujuk, perangkat, dan negara untuk workspace mereka.",
        "Pemilik link dapat melihat jumlah klik untuk link mereka sendiri melalui akunnya. Jumlah klik ini tidak dapat digunakan untuk mengidentifikasi pengunjung. Klik hanya disimpan sebagai jumlah per link, per jam, yang dirinci berdasarkan:",
      ],
      bullets: [
        "negara",
        "jenis perangkat (seperti ponsel, tablet, atau komputer)",
        "sistem operasi",
        "browser",
        "nama host situs perujuk (misalnya example.com, tidak pernah alamat lengkap halamannya)",
        "kata ?ref= serta tag utm_source, utm_medium, dan utm_campaign yang dipasang pemilik tautan pada tautan pendek",
        "jumlah pengunjung berbeda per hari, dihitung seperti dijelaskan di atas",
        "apakah pengunjung tampak seperti bot atau perayap pratinjau link",
      ],
    },
    {
      heading: "Informasi Akun",
      paragraphs: [
        "Jika Anda membuat akun, kami menggunakan alamat email Anda agar Anda dapat masuk, untuk memastikan bahwa alamat tersebut milik Anda, untuk mengatur ulang kata sandi saat Anda memintanya, dan untuk memberi tahu Anda tentang perubahan penting pada layanan atau akun Anda. Kami tidak mengirim email pemasaran.",
        "Untuk akun Anda, kami menyimpan:",
      ],
      bullets: [
        "alamat email Anda, serta apakah dan kapan Anda mengonfirmasinya melalui link yang kami kirim ke alamat tersebut",
        "hash kata sandi Anda yang dibuat dengan scrypt, sebuah fungsi satu arah yang sengaja dibuat lambat; kami tidak pernah menyimpan atau mencatat kata sandinya sendiri",
        "sesi login Anda, agar Anda tetap masuk",
        "pengaturan akun Anda, ruang kerja tempat Anda bergabung dan peran Anda di masing-masing, serta link di dalamnya, masing-masing dengan siapa yang membuatnya dan siapa yang terakhir mengubahnya",
        "undangan yang Anda kirim: alamat email yang diundang, perannya, dan ruang kerjanya, sampai undangan diterima atau ditarik atau masa berlakunya yang satu minggu habis (kami hanya menyimpan hash dari link-nya)",
      ],
    },
    {
      heading: "Informasi Pembayaran",
      paragraphs: [
        "ChatLink gratis digunakan. Jika suatu saat kami menawarkan paket berbayar, pembayaran akan ditangani oleh penyedia pembayaran pihak ketiga. Data kartu Anda akan langsung dikirim ke penyedia tersebut dan tidak akan disimpan di server kami; kami hanya akan menerima apa yang kami butuhkan untuk mengelola paket Anda, seperti jenis paket, statusnya, dan tanggal pembayaran. Kebijakan privasi penyedia tersebut akan berlaku atas data yang diprosesnya.",
      ],
    },
    {
      heading: "Cookie dan Pelacakan",
      paragraphs: [
        "Kami tidak memasang cookie pelacak. Menggunakan generator atau membuka link pendek satu nomor sama sekali tidak memasang cookie. Ada dua pengecualian, masing-masing hanya menyimpan satu pilihan: bahasa yang Anda pilih di pemilih bahasa (sebuah cookie, chatlink_lang, satu tahun, menyimpan pilihan itu dan tidak ada yang lain); dan link tim milik sebuah bisnis yang diatur agar setiap pengunjung tetap dilayani agen yang sama, yang mengingat ke agen mana Anda dikirim (cookie bernama chl_t diikuti nomor link, 90 hari, berisi ID agen tersebut dan tidak ada data tentang Anda). Saat kami menawarkan situs dalam bahasa browser Anda, penyimpanan lokal browser mencatat bahwa tawaran sudah diberikan, agar kami hanya bertanya sekali.",
        "Saat Anda membuat link tanpa akun, generator menyimpan token klaim acak untuk link tersebut di penyimpanan lokal browser Anda (bukan cookie; paling banyak 50 link terakhir). Token ini tidak pernah meninggalkan browser Anda kecuali Anda masuk dan memilih untuk menambahkan link tersebut ke akun Anda; menghapus data situs di browser akan menghapusnya, dan link tersebut tetap anonim.",
        "Desainer QR bermerek juga menyimpan warna dan ukuran terakhir setiap link di penyimpanan lokal browser Anda (tidak pernah logonya; paling banyak 50 link terakhir), agar sudah tersedia saat Anda kembali. Data ini tidak pernah meninggalkan browser Anda.",
        "Saat Anda masuk ke akun, kami memasang satu cookie sesi agar Anda tetap masuk. Cookie ini benar-benar diperlukan, tidak dapat dibaca oleh skrip di halaman, dan dihapus saat Anda keluar atau saat sesi berakhir.",
        "Saat Anda masuk atau mendaftar, kami juga memasang cookie perangkat yang mengingat bahwa browser ini pernah masuk ke akun Anda sebelumnya, sehingga orang lain yang mengetik kata sandi yang salah untuk akun Anda tidak dapat mengunci Anda dari akun tersebut. Cookie ini berisi angka acak dan tanda tangan, bukan alamat email Anda; kami tidak menyimpan apa pun tentangnya di server kami. Cookie ini benar-benar diperlukan untuk keamanan akun Anda, tidak dapat dibaca oleh skrip di halaman, tetap ada setelah Anda keluar (memang itulah tujuannya), berlaku selama satu tahun, tidak lagi berlaku untuk akun Anda begitu kata sandi Anda berubah, dan dihapus saat Anda menghapus akun.",
        "Kami tidak melacak Anda di situs web lain. Tidak ada skrip analitik, iklan, atau media sosial pihak ketiga di ChatLink. Halaman kami tidak mengirim permintaan apa pun ke pihak ketiga: kode QR, deteksi negara, dan bendera negara semuanya dilayani oleh server kami sendiri, jadi membuka ChatLink tidak memberi tahu pihak lain mana pun bahwa Anda berkunjung.",
      ],
    },
    {
      heading: "Pembatasan Laju dan Log Server",
      paragraphs: [
        "Untuk mencegah penyalahgunaan, kami menghitung percobaan terbaru: berapa banyak link yang dibuat sebuah alamat IP dalam satu menit terakhir, berapa kali sebuah akun, alamat, atau browser mencoba kata sandi yang salah dalam 15 menit terakhir, dan berapa banyak pendaftaran, permintaan atur ulang kata sandi, atau email konfirmasi yang dimiliki sebuah alamat atau alamat email dalam satu jam terakhir. Alamat IPv6 dihitung bersama sisa jaringannya (64 bit pertamanya). Setiap penghitung diberi label berupa hash berkunci (SHA-256) dari alamat atau alamat email tersebut, yang dibuat dengan kunci rahasia yang tetap berada di server kami, tidak pernah dengan alamat itu sendiri. Penghitung disimpan di memori, atau di cache Redis bersama jika layanan berjalan di beberapa server, sampai jangka waktunya berakhir (satu menit hingga satu jam), lalu dibuang. Penghitung ini tidak ditulis ke basis data kami.",
        "Server kami menulis log teknis, seperti kesalahan serta kejadian saat layanan dimulai dan dihentikan, agar kami dapat menjaga ChatLink tetap berjalan dan memperbaiki masalah. Kami menggunakannya hanya untuk tujuan tersebut, membatasi akses ke log tersebut, dan tidak menggunakannya untuk analitik atau iklan.",
      ],
    },
    {
      heading: "Cara Kami Menggunakan Informasi",
      paragraphs: ["Kami menggunakan informasi yang dijelaskan di atas hanya untuk:"],
      bullets: [
        "membuat link dan kode QR Anda, dan mengarahkan orang yang membukanya ke chat WhatsApp yang tepat",
        "menampilkan statistik klik kepada pemilik link untuk link mereka sendiri",
        "menjalankan akun Anda, menjaga Anda tetap masuk, dan menanggapi saat Anda menghubungi kami",
        "mencegah spam, penipuan, dan penyalahgunaan, serta menegakkan Ketentuan Layanan kami",
        "menjaga layanan tetap aman, andal, dan berfungsi dengan baik",
        "memenuhi kewajiban hukum kami",
      ],
    },
    {
      heading: "Cara Kami Membagikan Informasi",
      paragraphs: [
        "Kami tidak menjual data pribadi, dan kami tidak membagikannya kepada pengiklan atau pialang data.",
        "Sebuah link memang dibuat untuk dibagikan: siapa pun yang membukanya akan diarahkan ke WhatsApp dengan nomor telepon dan pesan siap kirim yang ada di dalamnya. Selain itu, kami hanya membagikan informasi kepada perusahaan yang menyediakan dan menjalankan infrastruktur kami atas nama kami dan sesuai instruksi kami, kepada penyedia pembayaran jika ada paket berbayar, dan kepada pihak berwenang jika diwajibkan oleh hukum atau jika diperlukan untuk melindungi orang dari bahaya, sebagaimana dijelaskan dalam Ketentuan Layanan kami.",
        "Jika ChatLink suatu saat dijual atau digabungkan dengan organisasi lain, informasi ini dapat beralih ke pemilik baru, yang tetap terikat oleh kebijakan ini.",
      ],
    },
    {
      heading: "Berapa Lama Kami Menyimpan Informasi",
      paragraphs: ["Kami menyimpan informasi hanya selama diperlukan:"],
      bullets: [
        "link disimpan sampai dihapus, baik oleh pemiliknya maupun oleh kami",
        "jumlah klik disimpan selama link yang bersangkutan masih ada",
        "penghitung pembatasan laju disimpan sampai jangka waktunya berakhir: satu menit untuk pembuatan link, 15 menit untuk percobaan login, dan paling lama satu jam untuk hal lainnya",
        "cookie perangkat tetap ada di browser Anda selama satu tahun, atau sampai Anda menghapusnya; sesi login Anda berakhir setelah 30 hari, atau saat Anda keluar",
        "link atur ulang kata sandi kedaluwarsa setelah satu jam dan dihapus saat salah satunya digunakan atau saat kata sandi atau alamat email Anda berubah; link konfirmasi email kedaluwarsa setelah tiga hari dan dihapus saat salah satunya digunakan (kami hanya menyimpan hash dari setiap link)",
        "saat Anda menghapus akun, data pribadi Anda dihapus atau dianonimkan dalam 30 hari; dalam praktiknya hal ini langsung terjadi: alamat email, kata sandi, sesi, ruang kerja pribadi Anda, dan ruang kerja bersama yang hanya beranggotakan Anda, beserta link dan jumlah kliknya, dihapus saat Anda mengonfirmasi; link yang Anda buat di ruang kerja yang juga dipakai orang lain tetap berada di ruang kerja tersebut, tanpa lagi menyebut nama Anda",
        "log teknis disimpan hanya selama diperlukan untuk menjalankan dan mengamankan layanan",
      ],
    },
    {
      heading: "Hak-Hak Anda",
      paragraphs: [
        "Bergantung pada tempat tinggal Anda, dan khususnya berdasarkan GDPR jika Anda berada di Uni Eropa atau Britania Raya, Anda memiliki hak atas data pribadi Anda.",
        `Untuk menggunakan hak tersebut, kirim email ke ${SUPPORT_EMAIL}. Kami menjawab pertanyaan seputar privasi dalam 30 hari, dan kami mungkin perlu memastikan bahwa sebuah link atau akun memang milik Anda sebelum menindaklanjuti permintaan.`,
        "Karena kami tidak menyimpan alamat IP pengunjung atau klik individual, kami biasanya tidak memegang data pribadi apa pun tentang orang yang hanya membuka link. Anda juga dapat mengajukan pengaduan ke otoritas perlindungan data setempat. Hak Anda meliputi hak untuk:",
      ],
      bullets: [
        "mengakses data pribadi yang kami simpan tentang Anda",
        "meminta perbaikan data yang tidak akurat",
        "meminta penghapusan data Anda",
        "menerima data Anda dalam format portabel yang dapat dibaca mesin",
        "menolak, atau meminta kami membatasi, cara kami menggunakan data Anda",
      ],
    },
    {
      heading: "Transfer Data Internasional",
      paragraphs: [
        "ChatLink mungkin di-hosting di negara selain negara tempat tinggal Anda, sehingga informasi Anda dapat diproses di luar negara Anda, termasuk di luar Kawasan Ekonomi Eropa. Jika hal itu terjadi, kami melindunginya dengan perlindungan yang diwajibkan oleh hukum, seperti klausul kontrak standar yang disetujui oleh Komisi Eropa, dan kami menerapkan kebijakan ini di mana pun informasi tersebut diproses.",
      ],
    },
    {
      heading: "Keamanan",
      paragraphs: ["Kami melindungi informasi yang kami simpan dengan langkah-langkah yang meliputi:"],
      bullets: [
        "mengumpulkan data sesedikit mungkin, sehingga lebih sedikit yang perlu dilindungi: tanpa alamat IP mentah dan tanpa catatan klik individual",
        "kata sandi yang hanya disimpan sebagai hash scrypt, dan sidik jari pembuat yang dibuat dengan kunci rahasia",
        "cookie sesi yang tidak dapat dibaca oleh skrip",
        "link pendek yang hanya bisa mengarah ke WhatsApp, sehingga tidak dapat digunakan untuk mengalihkan orang ke situs berbahaya",
        "batasan seberapa cepat link dapat dibuat, serta akses terbatas ke server dan data kami",
      ],
    },
    {
      heading: "Anak-Anak",
      paragraphs: [
        "ChatLink tidak ditujukan untuk anak-anak. Anda harus berusia minimal 13 tahun untuk menggunakannya, atau minimal 16 tahun jika Anda tinggal di Uni Eropa atau Kawasan Ekonomi Eropa. Kami tidak dengan sengaja mengumpulkan data pribadi dari anak-anak di bawah usia tersebut. Jika Anda yakin seorang anak telah memberikan data pribadi kepada kami, hubungi kami dan kami akan menghapusnya.",
      ],
    },
    {
      heading: "Perubahan Kebijakan Ini",
      paragraphs: [
        'Kami dapat memperbarui kebijakan ini saat layanan atau hukum berubah. Kami akan mengubah tanggal "Terakhir Diperbarui" di bagian atas halaman ini, dan untuk perubahan penting kami akan memberikan pemberitahuan di situs atau melalui email kepada pemilik akun sebelum perubahan tersebut berlaku.',
      ],
    },
    {
      heading: "Hubungi Kami",
      paragraphs: [
        `Untuk pertanyaan apa pun tentang kebijakan ini atau data pribadi Anda, kirim email kepada kami di ${SUPPORT_EMAIL}. Kami menjawab pertanyaan seputar privasi dalam 30 hari.`,
      ],
    },
  ],
};
