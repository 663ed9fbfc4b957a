import type { FaqContent } from "../faq";
import { SUPPORT_EMAIL, SUPPORT_REPLY_TIME } from "../site";

export const FAQ: FaqContent = {
  meta: {
    title: "Tanya Jawab Seputar Link WhatsApp | ChatLink",
    description:
      "Jawaban seputar ChatLink: link chat WhatsApp gratis, kode QR, alias sendiri, format pesan, statistik klik, privasi, dan fitur yang didukung.",
    keywords: [
      "cara membuat link WhatsApp",
      "link wa.me",
      "format pesan WhatsApp",
      "kode QR WhatsApp",
      "link grup WhatsApp",
      "link WhatsApp kedaluwarsa",
      "bantuan ChatLink",
    ],
  },
  intro: {
    heading: "Pertanyaan yang Sering Diajukan",
    body: "Semua yang perlu Anda ketahui tentang membuat dan membagikan link WhatsApp dengan ChatLink.",
  },
  items: [
    {
      question: "Apa itu ChatLink?",
      answer:
        "ChatLink adalah generator link WhatsApp gratis. Anda cukup memasukkan nomor WhatsApp, ditambah alias dan pesan jika mau, lalu ChatLink memberikan link chat yang pendek beserta kode QR-nya. Siapa pun yang membuka link atau memindai kode tersebut langsung masuk ke chat WhatsApp dengan nomor itu, tanpa harus menyimpannya sebagai kontak terlebih dahulu.",
    },
    {
      question: "Apakah ChatLink benar-benar gratis?",
      answer:
        "Ya. Membuat link WhatsApp, URL pendek, dan kode QR itu gratis, dan Anda tidak perlu kartu kredit. Agar layanan tetap adil untuk semua orang, jumlah link yang bisa dibuat satu orang per jam dibatasi. Anda bisa langsung memakai generator tanpa akun, atau membuat akun gratis untuk mengedit link dan melihat statistik kliknya.",
    },
    {
      question: "Apakah saya perlu memasang aplikasi?",
      answer:
        "Tidak. ChatLink berjalan di browser, di HP, tablet, maupun komputer apa pun. Tidak ada aplikasi atau ekstensi browser yang perlu dipasang. Orang yang membuka link Anda hanya perlu punya WhatsApp.",
    },
    {
      question: "Apakah link saya juga dapat kode QR?",
      answer:
        "Ya. Setiap link dilengkapi kode QR yang langsung muncul di samping link begitu Anda menekan Buat Link. Unduh sebagai PNG untuk pemakaian sehari-hari atau SVG agar tetap tajam saat dicetak di ukuran berapa pun, lalu pasang di brosur, menu, kemasan, atau kartu nama. Cukup dipindai dengan kamera HP, chat langsung terbuka.",
    },
    {
      question: "Apakah tampilan link bisa saya atur sendiri?",
      answer:
        "Bisa. Pilih alias sendiri sebagai pengganti kode acak, misalnya nama usaha Anda, lalu tambahkan pesan siap kirim agar setiap chat dimulai dengan kalimat yang pas. Dengan akun, Anda juga bisa memberi kode QR warna dan logo bisnis Anda sendiri.",
    },
    {
      question: "Alias seperti apa yang boleh saya pakai?",
      answer:
        "Alias terdiri dari 5 sampai 50 karakter dan boleh berisi huruf, angka, garis bawah (_), dan tanda hubung (-). Karakter lain, misalnya spasi, otomatis dihapus saat Anda mengetik. Huruf besar dan kecil dianggap sama, jadi TokoSaya dan tokosaya adalah link yang sama. Setiap alias hanya bisa dipakai satu kali, dan kata-kata yang dipakai situs ini sendiri, seperti faq atau login, tidak tersedia.",
    },
    {
      question: "Bagaimana cara memformat pesan siap kirim?",
      answer:
        "Gunakan tombol format di atas kotak pesan, atau ketik sendiri penanda bawaan WhatsApp: *tebal* untuk huruf tebal, _miring_ untuk huruf miring, ~coret~ untuk teks dicoret, dan ```monospace``` untuk huruf monospace. Blok teksnya dulu untuk memformatnya, atau tekan tombol tanpa memblok teks untuk menyisipkan sepasang penanda kosong, lalu ketik di antaranya.",
    },
    {
      question: "Berapa panjang maksimal pesan siap kirim?",
      answer:
        "Hingga 1.000 karakter. Penghitung di bawah kotak pesan menunjukkan berapa karakter yang sudah terpakai. Spasi di awal dan akhir pesan dihapus, dan jika kotak pesan dibiarkan kosong, chat akan terbuka tanpa teks apa pun.",
    },
    {
      question: "Bisakah saya melihat berapa orang yang mengklik link saya?",
      answer:
        "Bisa, dengan akun gratis. Untuk setiap link, Anda bisa melihat jumlah klik dari waktu ke waktu beserta asalnya: negara, jenis perangkat, sistem operasi, browser, dan situs perujuk. Klik dari bot dan pratinjau link dihitung terpisah, jadi angka yang Anda lihat mencerminkan orang sungguhan.",
    },
    {
      question: "Apakah ChatLink aman?",
      answer:
        "Ya. Link pendek ChatLink hanya bisa mengarah ke chat WhatsApp, jadi tidak bisa disalahgunakan untuk mengalihkan orang ke situs phishing. Kami tidak memasang pelacak atau skrip iklan pihak ketiga, kami tidak menyimpan alamat IP pengunjung, kata sandi akun hanya disimpan sebagai hash satu arah yang kuat, dan link yang melanggar ketentuan kami akan dihapus.",
    },
    {
      question: "Apakah tim saya bisa memakai ChatLink bersama-sama?",
      answer:
        "Bisa. Buat ruang kerja bersama dan undang rekan kerja lewat email, masing-masing dengan login sendiri dan perannya: pelihat dapat melihat link dan klik, editor juga dapat membuat dan mengubah link, sedangkan admin juga dapat mengelola anggota, impor, dan kunci API. Tambahkan orang-orang yang membalas chat sebagai agen, masing-masing dengan nomor, divisi, dan jam operasionalnya sendiri, lalu buat link tim: satu link dan kode QR yang chat-nya diteruskan ke agen yang sedang bertugas, secara bergiliran, berdasarkan bobot, atau ke agen yang sama yang pernah melayani pengunjung tersebut. Saat tidak ada yang bertugas, pengunjung bisa melihat kapan Anda buka lagi dan tetap bisa mengirim pesan. Sistem Anda sendiri juga bisa melakukan semua ini dengan kunci API.",
    },
    {
      question: "Apakah link bisa dibuka di HP dan komputer?",
      answer:
        "Bisa. Di HP, link membuka aplikasi WhatsApp. Di komputer, link membuka WhatsApp Desktop jika sudah terpasang, atau WhatsApp Web di browser. Chat terbuka dengan nomor Anda dan pesan siap kirim yang tinggal dikirim.",
    },
    {
      question: "Apakah link bisa diubah setelah dibuat?",
      answer:
        "Bisa, asalkan link tersebut milik akun Anda. Anda bisa mengganti nomor HP atau pesan di balik link dari dashboard, sementara URL pendek dan kode QR-nya tetap sama persis, jadi semua yang sudah Anda cetak atau bagikan tetap berfungsi. Link yang dibuat tanpa akun tidak bisa diedit, jadi daftar dulu jika Anda berencana mencetaknya.",
    },
    {
      question: "Negara mana saja yang didukung?",
      answer:
        "Nomor dari lebih dari 200 negara dan wilayah. Masukkan nomor lengkap dengan kode negaranya, misalnya +62 untuk Indonesia, +60 untuk Malaysia, atau +65 untuk Singapura. Generator mendeteksi negara Anda dan mengisikan kodenya secara otomatis, serta mengenali kode yang lebih panjang, jadi +1 876 dibaca sebagai Jamaika.",
    },
    {
      question: "Apakah saya harus punya akun WhatsApp Business?",
      answer:
        "Tidak. ChatLink bisa dipakai untuk nomor WhatsApp apa pun, baik yang memakai aplikasi WhatsApp biasa maupun WhatsApp Business. Syaratnya hanya satu: nomor tersebut terdaftar di WhatsApp.",
    },
    {
      question: "Bisakah saya membuat link ke grup WhatsApp?",
      answer:
        "Tidak. ChatLink hanya membuat link chat satu lawan satu: setiap link membuka chat pribadi dengan satu nomor HP. Untuk mengajak orang bergabung ke grup, gunakan link undangan yang dibuat WhatsApp di pengaturan grup.",
    },
    {
      question: "Apakah link saya ada masa berlakunya?",
      answer:
        "Tidak. Link dan kode QR Anda tetap berfungsi selama link tersebut ada. Link hanya berhenti berfungsi jika pemiliknya menghapusnya, atau jika kami menghapusnya karena melanggar Ketentuan Layanan kami.",
    },
    {
      question: "Apa yang terjadi jika link dihapus?",
      answer:
        "Siapa pun yang membuka link yang sudah dihapus akan melihat halaman Link Tidak Ditemukan dan tidak diarahkan ke WhatsApp, jadi pastikan tidak ada materi cetak atau postingan Anda yang masih memakai link tersebut. Link yang sudah dihapus tidak bisa dipulihkan; buat link baru jika Anda masih membutuhkannya.",
    },
    {
      question: "Bisakah generator ini dipasang di website saya sendiri?",
      answer:
        "Bisa. Widget gratis kami menghadirkan generator link lengkap di situs Anda lewat sebuah tag iframe dan beberapa baris skrip inline yang mengatur ukurannya (tanpa file skrip yang perlu dimuat, tanpa kunci API). Salin kodenya dari halaman Widget, lalu tempel ke HTML halaman Anda.",
    },
    {
      question: "Siapa saja yang bisa melihat nomor HP saya?",
      answer:
        "Siapa pun yang membuka link Anda bisa melihat nomor Anda, karena link tersebut membuka chat WhatsApp dengan nomor itu, sama seperti jika Anda memberikannya langsung. Kami tidak memublikasikan daftar link, dan kami tidak pernah menjual atau membagikan nomor Anda untuk keperluan pemasaran. Bagikan link Anda hanya di tempat yang memang Anda inginkan orang menghubungi Anda.",
    },
  ],
  supportNote: `Masih ada pertanyaan? Kirim email ke ${SUPPORT_EMAIL}.`,
  supportReplyNote: `Tim dukungan kami biasanya membalas dalam ${SUPPORT_REPLY_TIME}.`,
};
