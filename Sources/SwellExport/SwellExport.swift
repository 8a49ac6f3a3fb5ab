// SwellExport: frame sequences to animated WebP, GIF, PNG frames and Lottie JSON.
