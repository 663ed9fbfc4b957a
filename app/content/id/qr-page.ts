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
};
