import type { QR_PAGE_COPY as EN } from "../qr-page";
import type { Translated } from "../translated";

export const QR_PAGE_COPY: Translated<typeof EN> = {
  designer: {
    formLabel: "Pengaturan kode QR bermerek",
    foreground: "Warna kode",
    background: "Warna latar",
    pickerLabel: "Pemilih {label}",
    hexLabel: "Nilai heksadesimal {label}",
    contrastHint:
      "Pakai kode gelap di atas latar terang dengan kontras minimal 3:1, kalau tidak ponsel mungkin tidak bisa memindai kodenya.",
    logo: "Logo",
    optional: "(opsional)",
    logoHint:
      "PNG atau SVG, maksimal {maxKb} KB, diletakkan di tengah di atas alas kecil (koreksi kesalahan dinaikkan supaya kode tetap bisa dipindai). Untuk logo SVG, ubah teks menjadi outline dulu: unduhan PNG menggambar bentuknya tetapi tidak dengan font.",
    logoTooBig: "Logo terlalu besar: maksimal {maxKb} KB.",
    logoSize: "Ukuran logo",
    logoSizeNote: "(% dari lebar kode)",
    logoSizeHint:
      "Dari {min}% sampai {max}%: logo yang lebih besar menutupi lebih banyak kode daripada yang bisa dipulihkan koreksi kesalahan.",
    pngSize: "Ukuran PNG",
    sizeOption: "{size} × {size} px",
    downloadPng: "Unduh PNG",
    downloadSvg: "Unduh SVG",
    previewHeading: "Pratinjau",
    previewAlt: "Kode QR untuk {code} dengan warna pilihan",
    previewAltLogo: "Kode QR untuk {code} dengan warna pilihan dan logo Anda",
    updating: "Memperbarui pratinjau…",
    scanFirst: "Pindai dengan ponsel Anda sebelum mencetak.",
  },
  ref: {
    label: "Hitung pindaian kode QR secara terpisah",
    hint: "Kode membuka {target}, jadi analitik mencatat pindaian dengan ref “qr”, terpisah dari klik. Kode yang dicetak sebelum perubahan tetap seperti semula.",
    hintOff: "Kode membuka {target}: pindaian dihitung bersama klik lainnya.",
    save: "Simpan",
    saving: "Menyimpan…",
    saved: "Tersimpan.",
    viewerNote: "Editor bisa mengubah ini.",
  },
  problems: {
    not_hex: "Warna harus berupa nilai hex seperti #075e54.",
    low_contrast:
      "Kedua warna ini terlalu mirip untuk dipindai dengan andal (kontras {ratio}:1; minimal {min}:1). Gelapkan warna kode atau terangkan warna latar.",
    inverted:
      "Gunakan kode berwarna gelap di atas latar terang: banyak aplikasi pemindai tidak bisa membaca kode terang di atas latar gelap.",
    logo_not_whole: "Ukuran logo harus berupa persentase bulat, seperti 30.",
    logo_too_large:
      "Logo terlalu besar untuk dipindai: logo boleh menutupi paling banyak {max}% dari lebar kode (Anda memilih {percent}%), karena koreksi kesalahan hanya bisa memulihkan sebagian dari yang tertutup. Pilih {max}% atau kurang.",
    logo_too_small: "Pilih ukuran logo minimal {min}%.",
    pngLimited:
      "Anda sudah mengunduh banyak PNG dalam satu menit terakhir. Coba lagi dalam {seconds, plural, other {# detik}}, atau unduh SVG.",
    svgLimited:
      "Anda sudah membuat banyak SVG dalam satu menit terakhir. Coba lagi dalam {seconds, plural, other {# detik}}.",
    ownerBusy: "Kode QR Anda sebelumnya masih dibuat. Coba lagi setelah selesai.",
    busy: "Server sedang sibuk membuat kode QR lain. Coba lagi dalam beberapa detik.",
    restarting: "Server sedang dimulai ulang. Coba lagi sebentar lagi.",
    drawFailed: "Kode QR tidak bisa dibuat. Coba lagi sebentar lagi.",
    tooSlow: "Pembuatan kode QR terlalu lama. Coba lagi sebentar lagi.",
    svgTooSlow:
      "Logo SVG terlalu lama digambar (filter atau terlalu banyak bentuk): sederhanakan, atau unggah PNG.",
    svgFailed: "Logo SVG tidak bisa digambar: sederhanakan, atau unggah PNG.",
  },
  logoProblems: {
    empty: "File logo kosong: pilih gambar PNG atau SVG.",
    too_big: "Logo terlalu besar: maksimal {maxKb} KB.",
    not_image: "Logo harus berupa gambar PNG atau SVG.",
    png_unreadable: "Logo PNG tidak bisa dibaca: simpan ulang sebagai PNG, atau unggah SVG.",
    png_too_large: "Logo PNG maksimal {maxPx} × {maxPx} piksel: perkecil ukurannya.",
    svg_not_utf8: "Logo SVG harus berupa teks UTF-8: simpan ulang sebagai SVG biasa.",
    svg_malformed: "Logo SVG bukan file SVG yang valid: simpan ulang sebagai SVG biasa, atau unggah PNG.",
    svg_too_complex:
      "Logo SVG terlalu rumit (terlalu banyak elemen, tingkat, atau atribut): sederhanakan, atau unggah PNG.",
    svg_external:
      "Logo SVG merujuk ke file, alamat, atau gaya di luar file itu: simpan semuanya di dalam file, atau unggah PNG.",
    svg_failed: "Logo SVG tidak bisa digambar: sederhanakan, atau unggah PNG.",
  },
};
